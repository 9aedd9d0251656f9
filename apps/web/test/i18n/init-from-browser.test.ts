// Without a saved language, the browser's language is used (region dropped), and an
// unsupported one falls back to English.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@blitz/contract';
import { initI18n } from '../../src/lib/i18n';
import { serveLocales } from './serve-locales';

describe('initI18n without a saved language', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('detects the browser language', async () => {
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['xh-ZA', 'en-ZA']);
    const fetchMock = serveLocales();
    const i18n = await initI18n();
    expect(i18n.language).toBe('xh');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/locales/xh/translation.json');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('xh');
    expect(document.documentElement.lang).toBe('xh');
  });
});
