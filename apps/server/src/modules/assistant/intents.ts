/**
 * Intent classification before retrieval: what a question asks for (a passage of the shop's
 * knowledge, one of the user's own figures, or something the shop's rules do not cover), from
 * cue words per language. A cue is a stem matched anywhere in the question, so that the
 * prefixes and suffixes of the Bantu languages (ukulethwa, kulethwa, lethiwe) do not hide it;
 * a space at its edge ties it to a word boundary. English cues count in every language, because
 * shoppers mix English words into their questions. The intent whose matched cues weigh most
 * (the longer a cue, the more it says) wins; below MIN_WEIGHT nothing is recognised and the
 * full-text search takes over.
 */
import { CUES } from './knowledge/cues';
import type { IntentId } from './knowledge/cues-types';

/** The lightest match taken as an intent (about one specific word). */
export const MIN_WEIGHT = 4;
/**
 * A subject the shop does not cover outweighs the shop words around it ("a warranty on my
 * order?"); "how does it work" gives way to the thing it is asked about ("how does referral work?").
 */
const FACTORS: Partial<Record<IntentId, number>> = { unsure: 2, 'how-it-works': 0.4 };

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
}

/** A cue part normalized, with `_` at an edge standing for a word boundary. */
function preparePart(part: string): string {
  const lead = part.startsWith('_') ? ' ' : '';
  const tail = part.endsWith('_') ? ' ' : '';
  const core = normalize(part.replace(/^_|_$/g, '')).trim();
  return core ? `${lead}${core}${tail}` : '';
}

/** Cues written `a|b|c+d`: `c+d` matches when both stems occur, whatever their order. */
function prepare(cues: string): Cue[] {
  const seen = new Set<string>();
  return cues.split('|').flatMap((cue) => {
    const parts = cue.split('+').map(preparePart).filter(Boolean);
    const key = parts.join('+');
    if (parts.length === 0 || seen.has(key)) return [];
    seen.add(key);
    return [{ parts, weight: parts.reduce((sum, part) => sum + part.trim().length, 0) }];
  });
}

type Prepared = Map<IntentId, Cue[]>;

const PREPARED: ReadonlyMap<string, Prepared> = new Map(
  Object.entries(CUES).map(([language, byIntent]) => [
    language,
    new Map(Object.entries(byIntent).map(([intent, cues]) => [intent as IntentId, prepare(cues)])),
  ]),
);

export interface Classified {
  intent: IntentId;
  weight: number;
}

/**
 * Every intent with the weight of its matched cues, heaviest first. A one-part cue found inside
 * a longer matched one does not count again: "did I check in" is about the user's own check-in,
 * not about check-ins in general.
 */
export function rankIntents(question: string, language: string): Classified[] {
  const text = normalize(question);
  const matched: { intent: IntentId; cue: Cue }[] = [];
  const seen = new Set<string>();
  for (const prepared of new Set([PREPARED.get(language), PREPARED.get('en')])) {
    for (const [intent, cues] of prepared ?? []) {
      for (const cue of cues) {
        const key = `${intent} ${cue.parts.join('+')}`;
        // The same cue in the language and in English counts once.
        if (!seen.has(key) && cue.parts.every((part) => text.includes(part))) matched.push({ intent, cue });
        seen.add(key);
      }
    }
  }
  const singles = matched.filter((m) => m.cue.parts.length === 1).map((m) => m.cue.parts[0]!.trim());
  const weights = new Map<IntentId, number>();
  for (const { intent, cue } of matched) {
    const single = cue.parts.length === 1 ? cue.parts[0]!.trim() : null;
    if (single && singles.some((other) => other.length > single.length && other.includes(single))) continue;
    weights.set(intent, (weights.get(intent) ?? 0) + cue.weight * (FACTORS[intent] ?? 1));
  }
  return [...weights.entries()].map(([intent, weight]) => ({ intent, weight })).sort((a, b) => b.weight - a.weight);
}

/** Whether the heaviest intent of a ranking is strong enough to be taken. */
export const isRecognised = (ranked: Classified[]) => (ranked[0]?.weight ?? 0) >= MIN_WEIGHT;
