// The page's language is the one the server rendered it in (<html lang>, from the visitor's cookie
// or browser): the translator speaks it from the start, loads its file, and saves it on the device.
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@blitz/contract';
import { forgetLanguageAfterEach, initOnPageIn } from './init-on-page';

describe('initI18n on a page the server rendered in isiXhosa', () => {
  forgetLanguageAfterEach();

  it("speaks the page's language, loads its file and saves it, with the cookie the server reads", async () => {
    const { i18n, fetchMock } = await initOnPageIn('xh');
    expect(i18n.language).toBe('xh');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/locales/xh/translation.json');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('xh');
    expect(document.cookie).toContain('lang=xh');
    expect(document.documentElement.lang).toBe('xh');
  });
});
