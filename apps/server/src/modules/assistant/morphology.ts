/**
 * How words are built in the shop's languages, for matching cue words (intents.ts). English,
 * Afrikaans, the Sotho-Tswana languages, Xitsonga and Tshivenda are written disjunctively: a
 * word's grammatical prefixes stand apart ("go romelwa", "ku rhumeriwa"), so a
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

/** One-word cue parts at least this long also match with one typing slip. */
export const FUZZY_MIN_LENGTH = 8;

/**
 * Whether a long one-word cue part occurs with one typing slip (a letter left out, added,
 * changed, or two neighbours swapped: "aflewring", "bidbudy") after its first two letters, at
 * the same places as `partOccurs`. A slip leaves one half of the part intact, so only the places
 * next to an intact half are compared.
 */
export function partOccursWithSlip(text: string, part: string, starts: number[] | null): boolean {
  const core = part.trim();
  // A slip in a phrase could turn one short word into another ("ya blitz" for "ja blitz").
  if (core.length < FUZZY_MIN_LENGTH || core.includes(' ') || !/^\p{L}/u.test(core)) return false;
  const lead = part.startsWith(' ');
  const tail = part.endsWith(' ');
  const half = Math.floor(core.length / 2);
  const candidates = new Set<number>();
  for (const at of occurrences(text, core.slice(0, half))) candidates.add(at);
  for (const at of occurrences(text, core.slice(half))) for (const shift of [-1, 0, 1]) candidates.add(at - half + shift);
  return [...candidates].some((start) => {
    if (start < 1 || (lead && text[start - 1] !== ' ') || (!lead && starts && !starts.includes(start))) return false;
    // The first two letters (often a prefix that changes the meaning) must be as written.
    if (!text.startsWith(core.slice(0, 2), start)) return false;
    // ...and so must the last (a stem cut short is another word: ngibhide is not ngibhidel-).
    return slipEnds(core, text, start).some((end) => text[end - 1] === core.at(-1) && (!tail || text[end] === ' '));
  });
}

const VOWELS = new Set('aeiou');
/** Changing one vowel for another is no slip: in the Bantu languages it makes another word (bhadela, bhidela). */
const substitution = (a: string, b: string) => (a === b ? 0 : VOWELS.has(a) && VOWELS.has(b) ? 2 : 1);

function occurrences(text: string, piece: string): number[] {
  const found: number[] = [];
  for (let at = text.indexOf(piece); at >= 0; at = text.indexOf(piece, at + 1)) found.push(at);
  return found;
}

/**
 * The ends of the stretches of `text` from `start` that are `word` with at most one slip (an
 * optimal-string-alignment distance of one), found with one row per letter of `word`.
 */
function slipEnds(word: string, text: string, start: number): number[] {
  const width = word.length + 2;
  let before: number[] = [];
  let row = Array.from({ length: width }, (_, j) => j);
  for (let i = 1; i <= word.length; i++) {
    const next = [i];
    for (let j = 1; j < width && start + j - 1 < text.length; j++) {
      const cost = substitution(word[i - 1]!, text[start + j - 1]!);
      let best = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + cost);
      const swapped = i > 1 && j > 1 && word[i - 1] === text[start + j - 2] && word[i - 2] === text[start + j - 1];
      if (swapped) best = Math.min(best, before[j - 2]! + 1);
      next.push(best);
    }
    [before, row] = [row, next];
  }
  return row.flatMap((distance, j) => (j > 0 && distance <= 1 ? [start + j] : []));
}
