// i18next as the shop starts it: the language saved in local storage wins, its file loads over
// HTTP (retrying a failing server), and <html lang> follows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FALLBACK_LANGUAGE,
  STORAGE_KEYS,
  TRANSLATION_LOAD_RETRIES,
  TRANSLATION_PARALLEL_READS,
  TRANSLATION_RETRY_INITIAL_MS,
} from '@blitz/contract';
import { currentLanguage, initI18n } from '../../src/lib/i18n';
import type { i18n as I18n } from 'i18next';
import { serveLocales } from './serve-locales';

describe('initI18n with a saved language', () => {
  let fetchMock: ReturnType<typeof serveLocales>;
  let i18n: I18n;

  beforeAll(async () => {
    localStorage.setItem(STORAGE_KEYS.language, 'zu');
    fetchMock = serveLocales({ failFirst: 2 });
    i18n = await initI18n();
  });

  afterAll(() => localStorage.clear());

  it('uses the saved language and loads its file from /locales, retrying failures', () => {
    expect(i18n.language).toBe('zu');
    expect(currentLanguage(i18n)).toBe('zu');
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.filter((url) => url === '/locales/zu/translation.json').length).toBeGreaterThanOrEqual(1);
    expect(i18n.t('nav.home')).toBe('Ikhaya');
    expect(document.documentElement.lang).toBe('zu');
  });

  it('is configured as SPEC.md section 1 says', () => {
    expect(i18n.options.maxRetries).toBe(TRANSLATION_LOAD_RETRIES);
    expect(i18n.options.retryTimeout).toBe(TRANSLATION_RETRY_INITIAL_MS);
    expect(i18n.options.maxParallelReads).toBe(TRANSLATION_PARALLEL_READS);
    expect(i18n.options.fallbackLng).toEqual([FALLBACK_LANGUAGE]);
    expect(i18n.options.load).toBe('languageOnly');
    // Local storage first, then the browser's languages mapped to shop codes (lib/i18n's own detector).
    expect(i18n.options.detection).toMatchObject({ order: ['localStorage', 'shopBrowser'], lookupLocalStorage: STORAGE_KEYS.language });
  });

  it('changing the language saves it and updates <html lang>', async () => {
    await i18n.changeLanguage('af');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('af');
    expect(document.documentElement.lang).toBe('af');
  });

  it('<html lang> carries the standard tags of siSwati and Sepedi, the shop keeps its own codes', async () => {
    await i18n.changeLanguage('sw');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('sw');
    expect(document.documentElement.lang).toBe('ss');
    await i18n.changeLanguage('ns');
    expect(currentLanguage(i18n)).toBe('ns');
    expect(document.documentElement.lang).toBe('nso');
    await i18n.changeLanguage('af');
  });
});
