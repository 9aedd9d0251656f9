// The one home for how the shop's languages meet Intl and browsers. SPEC.md's language codes are
// BCP 47 tags except two: siSwati is `sw` (the standard tag `ss`; `sw` is Swahili) and Sepedi `ns`
// (standard `nso`). Runtimes lack data for several South African languages (Node: nr, ss, ts, ve;
// Chromium: all but af and en), and a page rendered on the server must format as the browser that
// hydrates it does: dates and numbers use a language's own data only where every runtime
// has it (af, en) and en-ZA otherwise, South African conventions rather than the runtime's default,
// and times are South African (TIME_ZONE) wherever the server or the visitor is. Prices are not
// here: SPEC.md fixes one money format (formatMoney).
import { FALLBACK_LANGUAGE, LANGUAGE_ISOS, TIME_ZONE, type LanguageIso } from './constants';

const CLDR_LANGUAGE: Readonly<Record<LanguageIso, string>> = {
  en: 'en',
  af: 'af',
  nr: 'nr',
  ns: 'nso',
  st: 'st',
  sw: 'ss',
  ts: 'ts',
  tn: 'tn',
  ve: 've',
  xh: 'xh',
  zu: 'zu',
};

export const isLanguageIso = (value: string | null | undefined): value is LanguageIso =>
  typeof value === 'string' && (LANGUAGE_ISOS as readonly string[]).includes(value);

/** The standard (CLDR, BCP 47) language tag of a shop language: for `<html lang>` and Intl. */
export function cldrLanguage(iso: LanguageIso): string {
  return CLDR_LANGUAGE[iso];
}

/** The locales Intl should try for a shop language, best first (South African region, then en-ZA). */
export function intlLocales(iso: LanguageIso): string[] {
  const own = `${CLDR_LANGUAGE[iso]}-ZA`;
  return own === 'en-ZA' ? ['en-ZA'] : [own, 'en-ZA'];
}

/** The locales of dates and numbers: the language's own where every runtime has its data, else en-ZA. */
function formatLocales(iso: LanguageIso): string[] {
  return iso === 'af' ? intlLocales(iso) : ['en-ZA'];
}

/**
 * The shop language of a browser's language tag (`ss-ZA` → sw, `nso-ZA` → ns, `zu` → zu), or null
 * when the shop does not speak it (`sw-KE` is Swahili, not siSwati).
 */
export function languageOfBrowserTag(tag: string): LanguageIso | null {
  const base = tag.trim().split(/[-_]/)[0]?.toLowerCase() ?? '';
  const found = (Object.keys(CLDR_LANGUAGE) as LanguageIso[]).find((iso) => CLDR_LANGUAGE[iso] === base);
  return found ?? null;
}

/** A shop language from a stored or sent code, else the fallback language. */
export function languageOrFallback(value: string | null | undefined): LanguageIso {
  return value && isLanguageIso(value) ? value : FALLBACK_LANGUAGE;
}

/**
 * One formatter per language and options, kept: making one costs far more than using it (in a
 * browser, 0.3 to 2 ms each after the first, and the first 50 to 300 ms on a 2-core machine), and
 * a list of bids or orders formats a date per row. Options are plain literals (the key is their
 * JSON text).
 */
function kept<T>(cache: Map<string, T>, iso: LanguageIso, options: object | undefined, make: () => T): T {
  const key = `${iso} ${options === undefined ? '' : JSON.stringify(options)}`;
  let found = cache.get(key);
  if (found === undefined) {
    found = make();
    cache.set(key, found);
  }
  return found;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

/** A date (or date and time) in a shop language; an unreadable date is returned as given. */
export function formatDate(value: Date | string | number, iso: LanguageIso, options: Intl.DateTimeFormatOptions): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return kept(dateFormats, iso, options, () => new Intl.DateTimeFormat(formatLocales(iso), { timeZone: TIME_ZONE, ...options })).format(
    date,
  );
}

/** A number (a count, a rating) in a shop language. */
export function formatNumber(value: number, iso: LanguageIso, options?: Intl.NumberFormatOptions): string {
  return kept(numberFormats, iso, options, () => new Intl.NumberFormat(formatLocales(iso), options)).format(value);
}

/** The CLDR plural category (`one`, `other`, ...) of a count in a shop language. */
export function pluralCategory(count: number, iso: LanguageIso): Intl.LDMLPluralRule {
  return kept(pluralRules, iso, undefined, () => new Intl.PluralRules(intlLocales(iso))).select(count);
}
