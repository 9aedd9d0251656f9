// The translator as the shop starts it: the language saved in local storage wins, its file loads over
// HTTP (retrying a failing server), and <html lang> follows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@blitz/contract';
import { currentLanguage, initI18n } from '../../src/lib/i18n';
import type { Translator } from '../../src/lib/translator';
import { serveLocales } from './serve-locales';

describe('initI18n with a saved language', () => {
  let fetchMock: ReturnType<typeof serveLocales>;
  let i18n: Translator;

  beforeAll(async () => {
    localStorage.setItem(STORAGE_KEYS.language, 'zu');
    // The server rendered the page in the saved language (its cookie's copy).
    document.documentElement.lang = 'zu';
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

  it('loads English too, the fallback for a key the language lacks', () => {
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls).toContain('/locales/en/translation.json');
    expect(i18n.languages).toEqual(['zu', 'en']);
    expect(i18n.t('no.such.key', { defaultValue: 'Default' })).toBe('Default');
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
