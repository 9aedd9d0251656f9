// The translator started as the shop starts it on a page the server rendered in a given language
// (<html lang>), with the translation files served from the repository (serve-locales.ts).
import { afterEach, vi } from 'vitest';
import { initI18n } from '../../src/lib/i18n';
import { serveLocales } from './serve-locales';

export async function initOnPageIn(htmlLang: string) {
  document.documentElement.lang = htmlLang;
  const fetchMock = serveLocales();
  return { i18n: await initI18n(), fetchMock };
}

/** After each test: mocks restored and no language saved on the device. */
export function forgetLanguageAfterEach(): void {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });
}
