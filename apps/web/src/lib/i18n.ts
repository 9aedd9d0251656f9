// Translations: i18next with the HTTP backend (one JSON file per language under /locales) and the
// browser language detector (local storage first, then the browser). SPEC.md section 1 fixes the
// languages, the fallback and the retry policy; the numbers come from the contract.
import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import {
  FALLBACK_LANGUAGE,
  LANGUAGE_ISOS,
  LANGUAGES,
  LOCALES_PATH,
  STORAGE_KEYS,
  TRANSLATION_LOAD_RETRIES,
  TRANSLATION_PARALLEL_READS,
  TRANSLATION_RETRY_INITIAL_MS,
} from '@blitz/contract';
import type { Language, LanguageIso } from '@blitz/contract';

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

/**
 * The standard (BCP 47) language subtag of a shop language. Two of SPEC.md's codes are not the
 * standard ones: 'sw' (Swazi; standard 'ss', while 'sw' is Swahili) and 'ns' (Pedi; standard
 * 'nso', while 'ns' is no language at all). Used for Intl and for <html lang>.
 */
export function standardLanguageTag(iso: LanguageIso): string {
  return iso === 'sw' ? 'ss' : iso === 'ns' ? 'nso' : iso;
}

/** The BCP 47 locale for Intl formatting (see standardLanguageTag). */
export function intlLocale(iso: LanguageIso): string {
  return `${standardLanguageTag(iso)}-ZA`;
}

export function findLanguage(iso: string): Language | undefined {
  return LANGUAGES.find((language) => language.iso === iso);
}

function syncHtmlLang(lng: string | undefined): void {
  if (typeof document === 'undefined' || !lng) return;
  const base = lng.split('-')[0] ?? FALLBACK_LANGUAGE;
  // Screen readers pick their voice from <html lang>, so it carries the standard tag.
  document.documentElement.lang = standardLanguageTag(isSupportedLanguage(base) ? base : FALLBACK_LANGUAGE);
}

let initPromise: Promise<I18n> | null = null;

/** Starts i18next once; later calls return the same promise. */
export function initI18n(): Promise<I18n> {
  if (initPromise) return initPromise;
  i18n.on('languageChanged', syncHtmlLang);
  initPromise = i18n
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      showSupportNotice: false,
      backend: { loadPath: LOCALES_PATH },
      detection: {
        order: ['localStorage', 'navigator'],
        lookupLocalStorage: STORAGE_KEYS.language,
        caches: ['localStorage'],
        // Browsers report regions ('zu-ZA'); the shop's languages are plain iso codes.
        convertDetectedLanguage: (lng: string) => lng.split('-')[0]?.toLowerCase() ?? lng,
      },
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...LANGUAGE_ISOS],
      load: 'languageOnly',
      maxRetries: TRANSLATION_LOAD_RETRIES,
      retryTimeout: TRANSLATION_RETRY_INITIAL_MS,
      maxParallelReads: TRANSLATION_PARALLEL_READS,
      interpolation: { escapeValue: false },
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
