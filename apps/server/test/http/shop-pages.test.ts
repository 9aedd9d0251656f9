// The visitor's languages as the server reads them from Accept-Language (http/shop-pages.ts): in
// the order of their weights, mapped to the shop's codes by the contract's table.
import { describe, expect, it } from 'vitest';
import { languagesOfAcceptLanguage } from '../../src/http/shop-pages';

describe('languagesOfAcceptLanguage', () => {
  it('orders by weight, then by place, and keeps only the shop languages', () => {
    expect(languagesOfAcceptLanguage('fr-FR, zu-ZA;q=0.8, xh;q=0.9, en;q=0.5')).toEqual(['xh', 'zu', 'en']);
    expect(languagesOfAcceptLanguage('af, en')).toEqual(['af', 'en']);
    expect(languagesOfAcceptLanguage('de, fr;q=0')).toEqual([]);
    expect(languagesOfAcceptLanguage(undefined)).toEqual([]);
    expect(languagesOfAcceptLanguage('')).toEqual([]);
  });

  it('maps Sepedi (nso) to ns and siSwati (ss) to sw, and never takes Swahili (sw) for siSwati', () => {
    expect(languagesOfAcceptLanguage('nso-ZA, en-ZA')).toEqual(['ns', 'en']);
    expect(languagesOfAcceptLanguage('sw-KE, ss-ZA, en-ZA')).toEqual(['sw', 'en']);
    expect(languagesOfAcceptLanguage('sw-KE, sw')).toEqual([]);
  });

  it('ignores what it cannot read', () => {
    expect(languagesOfAcceptLanguage('zu;q=abc, ;q=1, *, af;q=0.3')).toEqual(['af']);
  });
});
