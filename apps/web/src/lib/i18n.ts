// Translations (SPEC.md section 1): the shop's translator (lib/translator.ts) with one JSON file per
// language under /locales, only the languages in use fetched (the chosen one and English, the
// fallback), retried as SPEC.md says (lib/i18n-modules.ts). The chosen language is kept in local
// storage, with a copy in a cookie: the server renders the page in the cookie's language, else the
// browser's (Accept-Language), and the browser speaks the page's (entry.client.tsx reloads a page
// rendered before the cookie followed local storage). The numbers come from the contract.
import {
  cldrLanguage,
  isLanguageIso,
  languageOrFallback,
  pluralCategory,
  FALLBACK_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGES,
  languageOfBrowserTag,
  LOCALES_PATH,
  STORAGE_KEYS,
} from '@blitz/contract';
import type { Language, LanguageIso } from '@blitz/contract';
import { TRANSLATION_VARIABLES } from './i18n-interpolation';
import { fetchTranslations } from './i18n-modules';
import { writeCookie } from './preference-cookies';
import { readStorage, writeStorage } from './storage';
import { Translator, type Messages } from './translator';

/**
 * The plural form a count takes in a shop language, by the contract's locale helper, which knows
 * the CLDR language behind each shop code (`ns` is Sepedi's nso, `sw` siSwati's ss, not Swahili).
 */
function pluralForm(language: string, count: number): string {
  return pluralCategory(count, languageOrFallback(language.split(/[-_]/)[0]?.toLowerCase()));
}

/**
 * A translator with the shop's rules: English as the fallback, plural forms by CLDR, the default
 * variables. `messages` are texts at hand (the build's, the tests'); with `fetch`, other
 * languages' files are fetched from /locales.
 */
export function createTranslator({
  language,
  messages,
  fetch = false,
}: { language?: string; messages?: Readonly<Record<string, Messages>>; fetch?: boolean } = {}): Translator {
  return new Translator(
    {
      fallbackLanguage: FALLBACK_LANGUAGE,
      pluralForm,
      defaultVariables: TRANSLATION_VARIABLES,
      ...(messages ? { messages } : {}),
      ...(fetch ? { load: fetchTranslations(LOCALES_PATH) } : {}),
    },
    language,
  );
}

/** The app's translator. */
export const i18n: Translator = createTranslator({ fetch: true });

/**
 * The iso code of the language in use (what the API client sends as `lanIso`): English when the
 * chosen language's file could not be loaded, since the page then speaks English.
 */
export function currentLanguage(instance: Translator = i18n): LanguageIso {
  const base = (instance.resolvedLanguage ?? instance.language).split('-')[0]?.toLowerCase();
  return isLanguageIso(base) ? base : FALLBACK_LANGUAGE;
}

export function findLanguage(iso: string): Language | undefined {
  return LANGUAGES.find((language) => language.iso === iso);
}

function syncHtmlLang(language: string): void {
  if (typeof document === 'undefined') return;
  const base = language.split('-')[0] ?? FALLBACK_LANGUAGE;
  // Screen readers pick their voice from <html lang>, so it carries the standard tag.
  document.documentElement.lang = cldrLanguage(isLanguageIso(base) ? base : FALLBACK_LANGUAGE);
}

/**
 * The browser's languages as shop languages (ss-ZA → sw, nso-ZA → ns; Swahili's sw-KE is none of
 * ours): the stored choice is already a shop code, and `sw` means siSwati there but Swahili in a
 * browser.
 */
function browserLanguages(): string[] {
  if (typeof navigator === 'undefined') return [];
  const tags = navigator.languages?.length ? navigator.languages : [navigator.language];
  return tags.map(languageOfBrowserTag).filter((iso): iso is LanguageIso => iso !== null);
}

/**
 * A sign-in brings the language saved on the account to a device whose language was only
 * detected (nothing stored yet, or the browser's own language): the first visit on a new device
 * speaks the shopper's language, while a language chosen on this device is kept. True when stored;
 * the sign-in's page reload then applies it.
 */
export function adoptAccountLanguage(iso: string | null | undefined): boolean {
  if (!isLanguageIso(iso)) return false;
  const stored = readStorage(STORAGE_KEYS.language);
  const detected = browserLanguages()[0] ?? FALLBACK_LANGUAGE;
  if (stored && stored !== detected) return false;
  writeCookie(LANGUAGE_COOKIE, iso);
  return writeStorage(STORAGE_KEYS.language, iso);
}

/** The address of a language's texts (its translation file), as the translator fetches them. */
export const textsOf = (language: LanguageIso) => LOCALES_PATH.replace('{{lng}}', language).replace('{{ns}}', 'translation');

/** The languages whose texts a page in `language` loads: its own, and English's for what it lacks. */
export const textLanguages = (language: LanguageIso): LanguageIso[] => [...new Set<LanguageIso>([language, FALLBACK_LANGUAGE])];

/** The language saved on this device, if it is one of the shop's. */
export function savedLanguage(): LanguageIso | null {
  const stored = readStorage(STORAGE_KEYS.language);
  return isLanguageIso(stored) ? stored : null;
}

let initPromise: Promise<Translator> | null = null;

/** The shop language of the page, as the server rendered it (`<html lang>`), else English. */
export function pageLanguage(): LanguageIso {
  if (typeof document === 'undefined') return FALLBACK_LANGUAGE;
  return languageOfBrowserTag(document.documentElement.lang) ?? FALLBACK_LANGUAGE;
}

/** Keeps `language` as the chosen one: in local storage, and in the cookie the server reads. */
export function saveLanguage(language: string): void {
  writeStorage(STORAGE_KEYS.language, language);
  writeCookie(LANGUAGE_COOKIE, language);
}

/**
 * Starts the app's translator once (later calls return the same promise) in `language`, the one
 * the server rendered the page in; the language in use is saved, and <html lang> follows it.
 */
export function initI18n(language: LanguageIso = pageLanguage()): Promise<Translator> {
  if (initPromise) return initPromise;
  i18n.onLanguageChanged((changed) => {
    syncHtmlLang(changed);
    saveLanguage(changed);
  });
  initPromise = i18n.changeLanguage(language).then(() => {
    // The language the page speaks: English when the chosen one's file could not be loaded.
    syncHtmlLang(i18n.resolvedLanguage ?? i18n.language);
    return i18n;
  });
  return initPromise;
}

/**
 * Switches language and reloads the page, as SPEC.md's language modal requires: cached data
 * (departments, product texts) was fetched in the old language.
 */
export async function switchLanguage(
  iso: LanguageIso,
  { instance = i18n, reload = () => window.location.reload() }: { instance?: Translator; reload?: () => void } = {},
): Promise<void> {
  await instance.changeLanguage(iso);
  reload();
}
