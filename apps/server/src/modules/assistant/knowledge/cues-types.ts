/**
 * What a question can ask for: a passage of the shop's knowledge (by its id), one of the user's
 * own figures (`live:` and the topic), or `unsure`, a subject the shop's rules do not cover
 * (warranty, a physical store, vouchers...), answered with an honest "not sure".
 */
import type { LiveTopic } from './types';

export const PASSAGE_INTENTS = [
  'how-it-works',
  'blitz',
  'bidding',
  'auction-end',
  'winning',
  'bidbuddy',
  'bid-types',
  'buy-now',
  'rewards',
  'payments',
  'shipping',
  'returns',
  'eligibility',
  'terms',
  'account',
  'support',
  'language',
] as const;

export type IntentId = (typeof PASSAGE_INTENTS)[number] | `live:${LiveTopic}` | 'unsure';

/** Cues per intent: stems separated by `|`, `_` at an edge for a word boundary. */
export type IntentCues = Partial<Record<IntentId, string>>;
