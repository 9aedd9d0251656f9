// i18next chooses a key's plural form with the same CLDR rules as the contract's locale helper, in
// every shop language: Sepedi (`ns`) by Sepedi's rules (nso: 0 takes the singular), siSwati (`sw`)
// by siSwati's (ss), not by whatever the raw shop code means to Intl.
import { createInstance, type i18n as I18n } from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_ISOS, pluralCategory, type LanguageIso } from '@blitz/contract';
import { shopPluralRules } from '../../src/lib/i18n';

// No `zero`: i18next takes a key's _zero form for a count of 0 in any language, and the shop's
// languages have no zero category.
const CATEGORIES: Intl.LDMLPluralRule[] = ['one', 'two', 'few', 'many', 'other'];
const COUNTS = [0, 1, 2, 3, 5, 11, 21, 100];

function instanceIn(iso: LanguageIso, withShopRules = true): I18n {
  const instance = createInstance();
  // Each plural form's text is its category's name, so t() shows which form i18next chose.
  const forms = Object.fromEntries(CATEGORIES.map((category) => [`form_${category}`, category]));
  if (withShopRules) instance.use(shopPluralRules);
  void instance.init({ lng: iso, resources: { [iso]: { translation: forms } }, initAsync: false, showSupportNotice: false });
  return instance;
}

describe('i18next plural rules', () => {
  it.each(LANGUAGE_ISOS.map((iso) => [iso]))('%s: the form the contract names for each count', (iso) => {
    const instance = instanceIn(iso);
    for (const count of COUNTS) expect(instance.t('form', { count }), `${iso}, ${count}`).toBe(pluralCategory(count, iso));
  });

  it('Sepedi: no auctions takes the singular, as in nso, where the raw code ns would give the plural', () => {
    expect(instanceIn('ns').t('form', { count: 0 })).toBe('one');
    expect(instanceIn('ns', false).t('form', { count: 0 })).toBe('other');
  });

  it('siSwati and Sepedi take the rules of ss and nso, not of sw (Swahili) and ns (none)', () => {
    const localeOfRules = (iso: LanguageIso) => {
      const resolver = instanceIn(iso).services.pluralResolver as { getRule(code: string): Intl.PluralRules };
      return resolver.getRule(iso).resolvedOptions().locale;
    };
    expect(localeOfRules('sw')).toBe('ss');
    expect(localeOfRules('ns')).toBe('nso');
  });
});
