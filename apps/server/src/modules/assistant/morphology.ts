/**
 * How words are built in the shop's languages, for matching cue words and for the full-text
 * search. English, Afrikaans, the Sotho-Tswana languages, Xitsonga and Tshivenda are written
 * disjunctively: a word's grammatical prefixes stand apart ("go romelwa", "ku rhumeriwa"), so a
 * cue matches from the start of a word, or after one of the few noun-class prefixes written
 * together with a noun ("di-puo", "ti-sekoni", "isi-Zulu"). The Nguni languages (isiZulu,
 * isiXhosa, siSwati, isiNdebele) are written conjunctively: prefixes of every kind are joined to
 * the stem ("ngiyabuyisela", "ukulethwa"), so there a cue matches anywhere inside a word.
 */

/** Prefixes written together with a noun in the disjunctive languages (cues may follow them). */
const WORD_PREFIXES: Readonly<Record<string, readonly string[]>> = {
  en: [],
  af: ['ge'],
  ns: ['di', 'ma', 'se', 'le', 'bo', 'isi'],
  st: ['di', 'ma', 'se', 'le', 'bo', 'isi'],
  tn: ['di', 'ma', 'se', 'le', 'bo', 'isi'],
  ts: ['ti', 'swi', 'xi', 'ma', 'mi', 'ri', 'vu', 'isi', 'e'],
  ve: ['dzi', 'zwi', 'tshi', 'mi', 'ma', 'vhu', 'lu', 'isi'],
};

/** Whether a language joins its prefixes to the stem (the Nguni languages). */
export const isConjunctive = (language: string) => !(language in WORD_PREFIXES);

/**
 * The places in a normalized text (padded with spaces) where a cue may start: anywhere in a
 * conjunctive language; else at each word start and after a noun prefix at a word start.
 */
export function cueStarts(text: string, language: string): number[] | null {
  const prefixes = WORD_PREFIXES[language];
  if (!prefixes) return null;
  const starts: number[] = [];
  for (let i = 1; i < text.length; i++) {
    if (text[i - 1] !== ' ' || text[i] === ' ') continue;
    starts.push(i);
    for (const prefix of prefixes) if (text.startsWith(prefix, i) && text[i + prefix.length] !== ' ') starts.push(i + prefix.length);
  }
  return starts;
}

/**
 * Whether a cue part occurs in the text: anywhere when `starts` is null (or the part does not
 * begin with a letter, like "%" or a number); else beginning at one of `starts`. A part that
 * begins with a space is already tied to a word start.
 */
export function partOccurs(text: string, part: string, starts: number[] | null): boolean {
  if (!starts || part.startsWith(' ') || !/^\p{L}/u.test(part)) return text.includes(part);
  return starts.some((start) => text.startsWith(part, start));
}
