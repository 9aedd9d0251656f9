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
const MIN_WEIGHT = 4;
/** A subject the shop does not cover outweighs the shop words around it ("a warranty on my order"). */
const UNSURE_FACTOR = 2;

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

/** Cues as the classifier matches them: normalized, with `_` standing for a word boundary. */
function prepare(cues: string): string[] {
  return cues
    .split('|')
    .map((cue) => {
      const lead = cue.startsWith('_') ? ' ' : '';
      const tail = cue.endsWith('_') ? ' ' : '';
      const core = normalize(cue.replace(/^_|_$/g, '')).trim();
      return core ? `${lead}${core}${tail}` : '';
    })
    .filter(Boolean);
}

type Prepared = Map<IntentId, string[]>;

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

/** Every intent with the weight of its matched cues, heaviest first. */
export function rankIntents(question: string, language: string): Classified[] {
  const text = normalize(question);
  const weights = new Map<IntentId, number>();
  const sources = new Set([PREPARED.get(language), PREPARED.get('en')]);
  for (const prepared of sources) {
    for (const [intent, cues] of prepared ?? []) {
      const weight = cues.filter((cue) => text.includes(cue)).reduce((sum, cue) => sum + cue.trim().length, 0);
      if (weight > 0) weights.set(intent, (weights.get(intent) ?? 0) + weight * (intent === 'unsure' ? UNSURE_FACTOR : 1));
    }
  }
  return [...weights.entries()].map(([intent, weight]) => ({ intent, weight })).sort((a, b) => b.weight - a.weight);
}

/** The intent of a question, or null when no cue is strong enough. */
export function classify(question: string, language: string): Classified | null {
  const [best] = rankIntents(question, language);
  return best && best.weight >= MIN_WEIGHT ? best : null;
}
