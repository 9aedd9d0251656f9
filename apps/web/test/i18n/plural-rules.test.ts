// The translator chooses a key's plural form with the same CLDR rules as the contract's locale
// helper, in every shop language: Sepedi (`ns`) by Sepedi's rules (nso: 0 takes the singular),
// siSwati (`sw`) by siSwati's (ss), not by whatever the raw shop code means to Intl.
import { describe, expect, it } from 'vitest';
import { LANGUAGE_ISOS, pluralCategory } from '@blitz/contract';
import { createTranslator } from '../../src/lib/i18n';
import { Translator } from '../../src/lib/translator';

const CATEGORIES: Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];
const COUNTS = [0, 1, 2, 3, 5, 11, 21, 100];
// Each plural form's text is its category's name, so t() shows which form was chosen.
const FORMS = Object.fromEntries(CATEGORIES.map((category) => [`form_${category}`, category]));

describe('plural forms', () => {
  it.each(LANGUAGE_ISOS.map((iso) => [iso]))('%s: the form the contract names for each count', (iso) => {
    const translator = createTranslator({ language: iso, messages: { [iso]: FORMS } });
    for (const count of COUNTS) expect(translator.t('form', { count }), `${iso}, ${count}`).toBe(pluralCategory(count, iso));
  });

  it('takes the forms CLDR gives each language for 0, 1 and 2', () => {
    const forms = (iso: string) =>
      [0, 1, 2].map((count) => createTranslator({ language: iso, messages: { [iso]: FORMS } }).t('form', { count }));
    expect(forms('en')).toEqual(['other', 'one', 'other']);
    expect(forms('af')).toEqual(['other', 'one', 'other']);
    expect(forms('zu')).toEqual(['one', 'one', 'other']);
    expect(forms('ns')).toEqual(['one', 'one', 'other']);
    expect(forms('sw')).toEqual(['other', 'one', 'other']);
  });

  it('Sepedi: no auctions takes the singular, as in nso, where English rules would give the plural', () => {
    expect(createTranslator({ language: 'ns', messages: { ns: FORMS } }).t('form', { count: 0 })).toBe('one');
    expect(new Translator({ fallbackLanguage: 'en', messages: { ns: FORMS } }, 'ns').t('form', { count: 0 })).toBe('other');
  });

  it("takes the fallback language's form by its own rules when the language in use lacks the key", () => {
    const translator = createTranslator({
      language: 'zu',
      messages: { zu: {}, en: { bid_one: '{{count}} bid', bid_other: '{{count}} bids' } },
    });
    expect(translator.t('bid', { count: 1 })).toBe('1 bid');
    expect(translator.t('bid', { count: 0 })).toBe('0 bids');
  });
});
