/**
 * Intent classification before retrieval: what a question asks for (a passage of the shop's
 * knowledge, one of the user's own figures, or something the shop's rules do not cover), from
 * cue words per language. A cue is a stem matched where the language's word building allows
 * (morphology.ts): anywhere inside a word in the Nguni languages, so that their prefixes
 * (ukulethwa, kulethwa) do not hide it, and from a word start elsewhere; a `_` at its edge ties
 * it to a word boundary. A cue written with a leading `~` is a question frame ("who can", "why
 * can't I bid") rather than a subject, and weighs less. English cues count in every language, because
 * shoppers mix English words into their questions. The intent whose matched cues weigh most
 * (the longer a cue, the more it says) wins; below MIN_WEIGHT nothing is recognised and the
 * full-text search takes over.
 */
import { CUES } from './knowledge/cues';
import type { IntentId } from './knowledge/cues-types';
import { forEnglishCues, forOwnCues } from './code-switching';
import { cueStarts, isConjunctive, partOccurs, partOccursWithSlip } from './morphology';

/** The lightest match taken as an intent (about one specific word). */
export const MIN_WEIGHT = 4;
/**
 * A subject the shop does not cover outweighs the shop words around it ("a warranty on my
 * order?"); "how does it work" gives way to the thing it is asked about ("how does referral work?").
 */
const FACTORS: Partial<Record<IntentId, number>> = { unsure: 2, 'how-it-works': 0.4 };

/**
 * English "have to" / "got to" is a must, not a having: "how many bids do I have to place" is
 * not "how many bids do I have". Cue words and questions are both read this way.
 */
const obligation = (text: string) => text.replace(/ (?:have|has|got) to /g, ' must ');

/**
 * Shoppers call Blitz "credits", in English and inside their own language ("ama-credits",
 * "di-credits"): read as Blitz, as the shop's pages say (Blitz, bid credits). The singular stays
 * itself: "credit" is a way to pay ("on credit", "credit card"); so do store credits (a refund's).
 */
const shopperTerms = (text: string) => text.replace(/(?<! store| shop) credits(?= )/g, ' blitz');

/** Lower case, no diacritics or apostrophes, every other non-letter a space, padded with spaces. */
export function normalize(text: string): string {
  const plain = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/['’`‘]/g, '')
    .replace(/[^\p{L}\p{N}%]+/gu, ' ')
    .trim();
  return ` ${plain} `;
}

/** One cue as matched: its parts (all must occur, in any order) and its weight. */
interface Cue {
  parts: string[];
  weight: number;
  /** A question frame (written `~...`). */
  frame: boolean;
}

/**
 * A Nguni word that may be a noun with its augment vowel (ilimi, umngane, amaphakethe). The
 * augment a- comes only before the class prefixes ma- and ba-; any other a- is the negative
 * of a verb ("angikhokhi", I do not pay), and leaving it out would turn the cue into its
 * opposite ("ngikhokhile", I have paid).
 */
const NOUN_START = /^(?:[iu][^aeiou\s]\S{3,}|a[mb]a\S{2,})/;

/**
 * A cue part normalized, with `_` at an edge standing for a word boundary. In the Nguni
 * languages a noun's first vowel (its augment) merges with a preposition before it: "imihla"
 * becomes "ngemihla", "umhlobo" "nomhlobo"; so it is left out of the part ("mihla", "mhlobo").
 * A verb whose first vowel is its subject ("iphela", it ends) is written with a leading `_`, so
 * that it keeps it: "phela" is also in "kuphela" (only).
 */
function preparePart(part: string, conjunctive: boolean): string {
  const lead = part.startsWith('_') ? ' ' : '';
  const tail = part.endsWith('_') ? ' ' : '';
  let core = shopperTerms(obligation(normalize(part.replace(/^_|_$/g, '')))).trim();
  if (conjunctive && !lead && NOUN_START.test(core)) core = core.slice(1);
  return core ? `${lead}${core}${tail}` : '';
}

/** A cue found only with a typing slip in one of its parts weighs this share. */
const SLIP_SHARE = 0.75;

/** A question frame (a cue written `~...`) weighs this share of its length, and at most FRAME_MAX. */
const FRAME_SHARE = 0.5;
const FRAME_MAX = 5;

/** Cues written `a|b|c+d`: `c+d` matches when both stems occur, whatever their order. */
function prepare(cues: string, language: string): Cue[] {
  const seen = new Set<string>();
  return cues.split('|').flatMap((written) => {
    const frame = written.startsWith('~');
    const parts = written
      .replace(/^~/, '')
      .split('+')
      .map((part) => preparePart(part, isConjunctive(language)))
      .filter(Boolean);
    const key = parts.join('+');
    if (parts.length === 0 || seen.has(key)) return [];
    seen.add(key);
    const length = parts.reduce((sum, part) => sum + part.trim().length, 0);
    return [{ parts, weight: frame ? Math.min(length * FRAME_SHARE, FRAME_MAX) : length, frame }];
  });
}

type Prepared = Map<IntentId, Cue[]>;

/**
 * Closely related languages whose cue words also count, for less: shoppers (and writers who are
 * not native speakers) mix in the forms of the larger sister language, as isiZulu forms in a
 * siSwati question or Sepedi forms in a Setswana one.
 */
const SISTERS: Readonly<Record<string, readonly string[]>> = {
  zu: ['xh', 'sw', 'nr'],
  xh: ['zu', 'nr', 'sw'],
  sw: ['zu', 'nr', 'xh'],
  nr: ['zu', 'sw', 'xh'],
  ns: ['st', 'tn'],
  st: ['ns', 'tn'],
  tn: ['ns', 'st'],
};
/** A sister language's cue weighs this share. */
const SISTER_SHARE = 0.5;

/** The cue lists (and example questions) a question in `language` is matched against, with the share each weighs. */
export function cueSourcesOf(language: string): [string, number][] {
  const own: [string, number][] = [[language, 1]];
  if (language !== 'en') own.push(['en', 1]);
  return [...own, ...(SISTERS[language] ?? []).map((sister): [string, number] => [sister, SISTER_SHARE])];
}

const PREPARED: ReadonlyMap<string, Prepared> = new Map(
  Object.entries(CUES).map(([language, byIntent]) => [
    language,
    new Map(Object.entries(byIntent).map(([intent, cues]) => [intent as IntentId, prepare(cues, language)])),
  ]),
);

export interface Classified {
  intent: IntentId;
  weight: number;
  /** The share of the weight from cues found as written (not with a typing slip). */
  exact: number;
}

/**
 * Every intent with the weight of its matched cues, heaviest first. A one-part cue found inside
 * a longer matched one does not count again: "did I check in" is about the user's own check-in,
 * not about check-ins in general. A long cue also matches with one typing slip, for less.
 */
export function rankIntents(question: string, language: string): Classified[] {
  const plain = shopperTerms(obligation(normalize(question)));
  // English words in the question are read as English by the English cues, as the language's own
  // stems by its cues (code-switching.ts).
  const readings = [forEnglishCues(plain, language), forOwnCues(plain, language)].map((text) => ({
    text,
    starts: cueStarts(text, language),
  }));
  const matched: { intent: IntentId; cue: Cue; slip: boolean; share: number }[] = [];
  const seen = new Set<string>();
  for (const [source, share] of cueSourcesOf(language)) {
    const { text, starts } = readings[source === 'en' ? 0 : 1]!;
    for (const [intent, cues] of PREPARED.get(source) ?? []) {
      for (const cue of cues) {
        const key = `${intent} ${cue.parts.join('+')}`;
        // The same cue in the language and in English (or a sister language) counts once.
        if (seen.has(key)) continue;
        seen.add(key);
        const exact = cue.parts.filter((part) => partOccurs(text, part, starts));
        if (exact.length === cue.parts.length) matched.push({ intent, cue, slip: false, share });
        else if (cue.parts.every((part) => exact.includes(part) || partOccursWithSlip(text, part, starts)))
          matched.push({ intent, cue, slip: true, share });
      }
    }
  }
  // Only a cue found as written hides the shorter ones inside it.
  const singles = matched.filter((m) => m.cue.parts.length === 1 && !m.slip).map((m) => ({ text: m.cue.parts[0]!.trim(), share: m.share }));
  // A one-part cue that is a stem of another intent's matched joined cue counts there only:
  // "today + free Blitz" asks for today's check-in, not about rewards.
  const joined = matched.filter((m) => m.cue.parts.length > 1 && !m.slip);
  const weights = new Map<IntentId, { weight: number; exact: number }>();
  // One question frame per intent, its heaviest: "blitz ya mina" and its English reading "my blitz" are one.
  const frames = new Map<IntentId, (typeof matched)[number]>();
  for (const m of matched.filter((m) => m.cue.frame)) {
    const best = frames.get(m.intent);
    if (!best || m.cue.weight * m.share > best.cue.weight * best.share) frames.set(m.intent, m);
  }
  for (const m of matched) {
    const { intent, cue, slip, share } = m;
    if (cue.frame && frames.get(intent) !== m) continue;
    const single = cue.parts.length === 1 ? cue.parts[0]!.trim() : null;
    const inLonger = (other: { text: string; share: number }) =>
      other.share >= share && other.text.length > single!.length && other.text.includes(single!);
    const inJoined = (other: (typeof joined)[number]) =>
      other.intent !== intent && other.share >= share && other.cue.parts.some((part) => part.trim() === single);
    if (single && (singles.some(inLonger) || joined.some(inJoined))) continue;
    const sum = weights.get(intent) ?? { weight: 0, exact: 0 };
    const weight = cue.weight * share * (FACTORS[intent] ?? 1);
    weights.set(intent, { weight: sum.weight + weight * (slip ? SLIP_SHARE : 1), exact: sum.exact + (slip ? 0 : weight) });
  }
  return [...weights.entries()].map(([intent, sum]) => ({ intent, ...sum })).sort((a, b) => b.weight - a.weight);
}

/** Whether the heaviest intent of a ranking is strong enough to be taken. */
export const isRecognised = (ranked: Classified[]) => (ranked[0]?.weight ?? 0) >= MIN_WEIGHT;

/** The question's intent when one is recognised, else null. */
export function classify(question: string, language: string): Classified | null {
  const ranked = rankIntents(question, language);
  return isRecognised(ranked) ? ranked[0]! : null;
}
