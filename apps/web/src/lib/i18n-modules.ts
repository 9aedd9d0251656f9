// The two i18next plugins the shop needs, small enough for the first paint (issue 15): a backend
// that fetches one language's file from /locales, and a detector that reads the saved choice and
// then the browser's languages. i18next itself retries a failed read (maxRetries, retryTimeout,
// doubling) when the backend says the failure is worth retrying, as SPEC.md section 1 wants.
import type { BackendModule, LanguageDetectorModule, ReadCallback, Services } from 'i18next';
import { readStorage, writeStorage, type StorageKey } from './storage';

/** Reads `/locales/{lng}/{ns}.json` with fetch; a server error or no network is retried, a 4xx not. */
export function fetchBackend(loadPath: string): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(language: string, namespace: string, callback: ReadCallback) {
      const url = loadPath.replace('{{lng}}', language).replace('{{ns}}', namespace);
      fetch(url).then(
        async (response) => {
          if (!response.ok) {
            callback(new Error(`${url} answered ${response.status}`), response.status >= 500 || response.status === 429);
            return;
          }
          try {
            callback(null, (await response.json()) as Record<string, unknown>);
          } catch {
            callback(new Error(`${url} is not JSON`), false);
          }
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
      );
    },
  };
}

/**
 * The language from the saved choice (`key` in local storage) and then the named lookups (the
 * browser's languages as shop codes), in the order of i18next's `detection.order` option; every
 * change is saved under `key`.
 */
export function shopLanguageDetector(key: StorageKey, lookups: Record<string, () => string[] | undefined>): LanguageDetectorModule {
  let order = ['localStorage', ...Object.keys(lookups)];
  return {
    type: 'languageDetector',
    init(_services: Services, detection: { order?: string[] }) {
      if (detection.order) order = detection.order;
    },
    detect() {
      const found = order.flatMap((name) => {
        if (name !== 'localStorage') return lookups[name]?.() ?? [];
        const saved = readStorage(key);
        return saved ? [saved] : [];
      });
      return found.length > 0 ? found : undefined;
    },
    cacheUserLanguage(language: string) {
      if (language !== 'cimode') writeStorage(key, language);
    },
  };
}
