import { describe, expect, it } from 'vitest';
import {
  cldrLanguage,
  formatDate,
  formatMoney,
  formatNumber,
  intlLocales,
  LANGUAGE_ISOS,
  languageOfBrowserTag,
  languageOrFallback,
  pluralCategory,
  type LanguageIso,
} from '../src';
import { countIntl } from './support/counted-intl';

const AUGUST_15 = new Date('2026-08-15T10:00:00Z');
const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' };

// Each shop language's CLDR locale, and the plural category of 0 in it (1 is `one` and 2 `other` in all).
const EXPECTED: Record<LanguageIso, { locale: string; zero: Intl.LDMLPluralRule }> = {
  en: { locale: 'en-ZA', zero: 'other' },
  af: { locale: 'af-ZA', zero: 'other' },
  nr: { locale: 'nr-ZA', zero: 'other' },
  ns: { locale: 'nso-ZA', zero: 'one' },
  st: { locale: 'st-ZA', zero: 'other' },
  sw: { locale: 'ss-ZA', zero: 'other' },
  ts: { locale: 'ts-ZA', zero: 'other' },
  tn: { locale: 'tn-ZA', zero: 'other' },
  ve: { locale: 've-ZA', zero: 'other' },
  xh: { locale: 'xh-ZA', zero: 'other' },
  zu: { locale: 'zu-ZA', zero: 'one' },
};

/** Dates and numbers: the language's own data where every runtime (Node, Chromium) has it, else South African English. */
const dateLocaleOf = (locale: string) => (locale === 'af-ZA' ? 'af-ZA' : 'en-ZA');

describe('locale helper', () => {
  it.each(LANGUAGE_ISOS.map((iso) => [iso]))('%s: a date, a price and a plural', (iso) => {
    const { locale, zero } = EXPECTED[iso];
    expect(intlLocales(iso)[0]).toBe(locale);
    expect(formatDate(AUGUST_15, iso, DAY)).toBe(new Intl.DateTimeFormat(dateLocaleOf(locale), DAY).format(AUGUST_15));
    // SPEC.md fixes one money format for every language.
    expect(formatMoney(123450)).toBe('R1 234.50');
    expect(pluralCategory(1, iso)).toBe('one');
    expect(pluralCategory(2, iso)).toBe('other');
    expect(pluralCategory(0, iso)).toBe(zero);
  });

  it('never formats siSwati as Swahili, and falls back to South African English, not the runtime default', () => {
    expect(formatDate(AUGUST_15, 'en', DAY)).toBe('15 Aug 2026');
    expect(formatDate(AUGUST_15, 'sw', DAY)).not.toContain('Ago');
    // Node has no date data for siSwati, Ndebele, Tsonga or Venda.
    for (const iso of ['sw', 'nr', 'ts', 've'] as const) {
      if (Intl.DateTimeFormat.supportedLocalesOf([EXPECTED[iso].locale]).length === 0) {
        expect(formatDate(AUGUST_15, iso, DAY)).toBe('15 Aug 2026');
      }
    }
    expect(formatNumber(1234.5, 'en')).toBe(new Intl.NumberFormat('en-ZA').format(1234.5));
    // isiZulu as a browser without its data formats it (a server-rendered page hydrates as it was rendered).
    expect(formatDate(AUGUST_15, 'zu', DAY)).toBe('15 Aug 2026');
    expect(formatDate('not a date', 'zu', DAY)).toBe('not a date');
  });

  it('gives times in South African time wherever the runtime is', () => {
    expect(formatDate('2026-08-15T22:30:00Z', 'en', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })).toBe('00:30');
    expect(formatDate('2026-08-15T22:30:00Z', 'en', { day: 'numeric', month: 'short' })).toBe('16 Aug');
  });

  it('maps the shop codes to standard tags and browser tags back to shop codes', () => {
    expect(cldrLanguage('sw')).toBe('ss');
    expect(cldrLanguage('ns')).toBe('nso');
    expect(cldrLanguage('zu')).toBe('zu');
    expect(languageOfBrowserTag('ss-ZA')).toBe('sw');
    expect(languageOfBrowserTag('ss')).toBe('sw');
    expect(languageOfBrowserTag('nso-ZA')).toBe('ns');
    expect(languageOfBrowserTag('sw-KE')).toBeNull();
    expect(languageOfBrowserTag('sw')).toBeNull();
    expect(languageOfBrowserTag('ns')).toBeNull();
    expect(languageOfBrowserTag('zu-ZA')).toBe('zu');
    expect(languageOfBrowserTag('en_GB')).toBe('en');
    expect(languageOfBrowserTag('fr-FR')).toBeNull();
    for (const iso of LANGUAGE_ISOS) expect(languageOfBrowserTag(`${cldrLanguage(iso)}-ZA`)).toBe(iso);
    expect(languageOrFallback('sw')).toBe('sw');
    expect(languageOrFallback('xx')).toBe('en');
    expect(languageOrFallback(null)).toBe('en');
  });

  it('makes one formatter per language and options and keeps it, for lists that format a date per row', () => {
    const dates = countIntl('DateTimeFormat');
    const numbers = countIntl('NumberFormat');
    try {
      const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', timeZone: 'Africa/Johannesburg' };
      const rows = [0, 1, 2, 3].map((minutes) => formatDate(new Date(AUGUST_15.getTime() + minutes * 60_000), 'af', { ...TIME }));
      expect(rows).toEqual(
        [0, 1, 2, 3].map((minutes) => new Intl.DateTimeFormat(intlLocales('af'), TIME).format(AUGUST_15.getTime() + minutes * 60_000)),
      );
      expect(new Set(rows).size).toBe(4);
      dates.reset();
      formatDate(AUGUST_15, 'af', TIME);
      expect(dates.made()).toBe(0);
      formatDate(AUGUST_15, 'zu', TIME);
      formatDate(AUGUST_15, 'af', { weekday: 'long', timeZone: 'UTC' });
      expect(dates.made()).toBe(2);
      expect([formatNumber(1234.5, 'en'), formatNumber(7, 'en'), formatNumber(7, 'en', { minimumFractionDigits: 1 })]).toEqual([
        new Intl.NumberFormat('en-ZA').format(1234.5),
        new Intl.NumberFormat('en-ZA').format(7),
        new Intl.NumberFormat('en-ZA', { minimumFractionDigits: 1 }).format(7),
      ]);
      numbers.reset();
      formatNumber(8, 'en');
      formatNumber(8, 'en', { minimumFractionDigits: 1 });
      expect(numbers.made()).toBe(0);
    } finally {
      dates.restore();
      numbers.restore();
    }
  });
});
