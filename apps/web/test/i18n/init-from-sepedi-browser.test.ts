// A page the server rendered in Sepedi (<html lang="nso">) speaks Sepedi, whose shop code is ns, with
// its plurals by Sepedi's rules.
import { describe, expect, it } from 'vitest';
import { forgetLanguageAfterEach, initOnPageIn } from './init-on-page';

describe('initI18n on a Sepedi page', () => {
  forgetLanguageAfterEach();

  it('maps nso to ns and counts auctions as Sepedi does', async () => {
    const { i18n } = await initOnPageIn('nso');
    expect(i18n.language).toBe('ns');
    expect(document.documentElement.lang).toBe('nso');
    // CLDR's nso: 0 and 1 take the singular.
    expect(i18n.t('search.found', { count: 0 })).toBe('Go hweditšwe fantisi ye 0');
    expect(i18n.t('search.found', { count: 1 })).toBe('Go hweditšwe fantisi ye 1');
    expect(i18n.t('search.found', { count: 4 })).toBe('Go hweditšwe difantisi tše 4');
  });
});
