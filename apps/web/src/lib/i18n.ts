// Translations: i18next with a fetch backend (one JSON file per language under /locales, only the
// language in use is fetched) and a detector (local storage first, then the browser); both are
// the shop's own small modules (i18n-modules.ts). SPEC.md section 1 fixes the
// languages, the fallback and the retry policy; the numbers come from the contract.
import i18next from 'i18next';
import type { i18n as I18n, ThirdPartyModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  cldrLanguage,
  FALLBACK_LANGUAGE,
  LANGUAGE_ISOS,
  LANGUAGES,
  languageOfBrowserTag,
  LOCALES_PATH,
  STORAGE_KEYS,
  TRANSLATION_LOAD_RETRIES,
  TRANSLATION_PARALLEL_READS,
  TRANSLATION_RETRY_INITIAL_MS,
} from '@blitz/contract';
import type { Language, LanguageIso } from '@blitz/contract';
import { I18N_INTERPOLATION } from './i18n-interpolation';
import { fetchBackend, shopLanguageDetector } from './i18n-modules';
import { readStorage, writeStorage } from './storage';

export const i18n: I18n = i18next;

export function isSupportedLanguage(value: string | null | undefined): value is LanguageIso {
  return typeof value === 'string' && (LANGUAGE_ISOS as readonly string[]).includes(value);
}

/** The iso code of the language in use (what the API client sends as `lanIso`). */
export function currentLanguage(instance: I18n = i18n): LanguageIso {
  const candidate = instance.resolvedLanguage ?? instance.language;
  const base = candidate?.split('-')[0]?.toLowerCase();
  return isSupportedLanguage(base) ? base : FALLBACK_LANGUAGE;
}

export function findLanguage(iso: string): Language | undefined {
  return LANGUAGES.find((language) => language.iso === iso);
}

function syncHtmlLang(lng: string | undefined): void {
  if (typeof document === 'undefined' || !lng) return;
  const base = lng.split('-')[0] ?? FALLBACK_LANGUAGE;
  // Screen readers pick their voice from <html lang>, so it carries the standard tag.
  document.documentElement.lang = cldrLanguage(isSupportedLanguage(base) ? base : FALLBACK_LANGUAGE);
}

// The browser's languages as shop languages (ss-ZA → sw, nso-ZA → ns; Swahili's sw-KE is none of
// ours). A detector of its own, since the stored choice is already a shop code and `sw` means
// siSwati there but Swahili in a browser.
const browserDetector = {
  name: 'shopBrowser',
  lookup(): string[] | undefined {
    if (typeof navigator === 'undefined') return undefined;
    const tags = navigator.languages?.length ? navigator.languages : [navigator.language];
    const found = tags.map(languageOfBrowserTag).filter((iso): iso is LanguageIso => iso !== null);
    return found.length > 0 ? found : undefined;
  },
};

/** The part of i18next's plural resolver that picks the Intl.PluralRules of a language code. */
interface PluralRuleSource {
  getRule(code: string, options?: { ordinal?: boolean }): Intl.PluralRules | undefined;
}

/**
 * i18next picks plural rules by its language code, which is the shop's: `ns` is no locale at all
 * (English rules, so Sepedi's 0 took the plural form) and `sw` is Swahili. This module hands it
 * the CLDR language instead (nso, ss), from the contract's locale helper.
 */
export const shopPluralRules: ThirdPartyModule = {
  type: '3rdParty',
  init(instance: I18n) {
    const resolver = instance.services.pluralResolver as PluralRuleSource;
    const ruleOf = resolver.getRule.bind(resolver);
    resolver.getRule = (code, options) => {
      const base = code.split(/[-_]/)[0]?.toLowerCase();
      return ruleOf(isSupportedLanguage(base) ? cldrLanguage(base) : code, options);
    };
  },
};

/**
 * A sign-in brings the language saved on the account to a device whose language was only
 * detected (nothing stored yet, or the browser's own language): the first visit on a new device
 * speaks the shopper's language, while a language chosen on this device is kept. True when stored;
 * the sign-in's page reload then applies it.
 */
export function adoptAccountLanguage(iso: string | null | undefined): boolean {
  if (!isSupportedLanguage(iso)) return false;
  const stored = readStorage(STORAGE_KEYS.language);
  const detected = browserDetector.lookup()?.[0] ?? FALLBACK_LANGUAGE;
  if (stored && stored !== detected) return false;
  return writeStorage(STORAGE_KEYS.language, iso);
}

let initPromise: Promise<I18n> | null = null;

/** Starts i18next once; later calls return the same promise. */
export function initI18n(): Promise<I18n> {
  if (initPromise) return initPromise;
  i18n.on('languageChanged', syncHtmlLang);
  const detector = shopLanguageDetector(STORAGE_KEYS.language, { [browserDetector.name]: browserDetector.lookup });
  initPromise = i18n
    .use(fetchBackend(LOCALES_PATH))
    .use(detector)
    .use(initReactI18next)
    .use(shopPluralRules)
    .init({
      showSupportNotice: false,
      detection: {
        order: ['localStorage', browserDetector.name],
        lookupLocalStorage: STORAGE_KEYS.language,
        caches: ['localStorage'],
      },
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...LANGUAGE_ISOS],
      load: 'languageOnly',
      maxRetries: TRANSLATION_LOAD_RETRIES,
      retryTimeout: TRANSLATION_RETRY_INITIAL_MS,
      maxParallelReads: TRANSLATION_PARALLEL_READS,
      interpolation: I18N_INTERPOLATION,
    })
    .then(() => {
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
  { instance = i18n, reload = () => window.location.reload() }: { instance?: I18n; reload?: () => void } = {},
): Promise<void> {
  await instance.changeLanguage(iso);
  reload();
}
