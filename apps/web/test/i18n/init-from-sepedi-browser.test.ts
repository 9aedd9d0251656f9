// A Sepedi browser (nso-ZA) gets Sepedi, whose shop code is ns, and its plurals by Sepedi's rules.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../src/lib/i18n';
import { serveLocales } from './serve-locales';

describe('initI18n with a Sepedi browser', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('maps nso-ZA to ns and counts auctions as Sepedi does', async () => {
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['nso-ZA', 'en-ZA']);
    serveLocales();
    const i18n = await initI18n();
    expect(i18n.language).toBe('ns');
    expect(document.documentElement.lang).toBe('nso');
    // CLDR's nso: 0 and 1 take the singular.
    expect(i18n.t('search.found', { count: 0 })).toBe('Go hweditšwe fantisi ye 0');
    expect(i18n.t('search.found', { count: 1 })).toBe('Go hweditšwe fantisi ye 1');
    expect(i18n.t('search.found', { count: 4 })).toBe('Go hweditšwe difantisi tše 4');
  });
});
