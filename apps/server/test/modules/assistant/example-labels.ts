/**
 * The labels of the assistant's example questions: for a development-set item, every intent
 * whose built-in answer the set's own rule scores right (a general question asked by a visitor;
 * an own-data question: the user's figure it asks for). Used by `scripts/assistant-examples.ts`
 * to write the examples, and by a test that they are current.
 */
import { formatMoney } from '@blitz/contract';
import { builtInAnswer } from '../../../src/modules/assistant/built-in-answer';
import type { Example } from '../../../src/modules/assistant/example-classifier';
import { phrasesOf } from '../../../src/modules/assistant/knowledge';
import { PASSAGE_INTENTS, type IntentId } from '../../../src/modules/assistant/knowledge/cues-types';
import type { LivePack } from '../../../src/modules/assistant/knowledge/types';
import { hitForIntent } from '../../../src/modules/assistant/retrieval';
import { isRight, PACKS, type EvalItem } from './eval-runner';

export const EXAMPLES_FILE = new URL('../../../src/modules/assistant/knowledge/examples.json', import.meta.url);

/** The evaluation shop's bid packs (DESIGN.md's defaults), as the shop shows them. */
const SHOWN_PACKS: LivePack[] = PACKS.map(([bids, cents]) => ({ bids, price: formatMoney(cents) }));

/** The user's figure each own-data topic of the set asks for. */
const OWN_FIGURE: Readonly<Record<string, IntentId>> = {
  'own-balance': 'live:balance',
  'own-active-auctions': 'live:bids',
  'own-check-in': 'live:checkIn',
  'own-orders': 'live:orders',
};

export function intentsRightFor(item: EvalItem): IntentId[] {
  if (item.needs_login) {
    const figure = OWN_FIGURE[item.topic];
    if (!figure) throw new Error(`${item.id}: no user's figure for the topic ${item.topic}`);
    return [figure];
  }
  const question = { message: item.question, systemMessage: null, language: item.lang, page: null };
  const right: IntentId[] = PASSAGE_INTENTS.filter((intent) => {
    const hit = hitForIntent(intent, item.lang);
    return hit !== null && isRight(item, builtInAnswer(question, { hit, passages: [] }, null, SHOWN_PACKS));
  });
  const packs = builtInAnswer(
    question,
    { hit: { kind: 'live', topic: 'packs', language: item.lang, score: 1 }, passages: [] },
    null,
    SHOWN_PACKS,
  );
  if (isRight(item, packs)) right.push('live:packs');
  if (isRight(item, phrasesOf(item.lang).unknown)) right.push('unsure');
  return right;
}

/**
 * An intent answers a topic when its answer is right for at least this share of the topic's
 * items: a passage that holds a fact in one language only (the English terms hold the returns
 * window) is not taught as the answer for the topic's questions in the others (unless no intent
 * answers the topic that widely: then the item keeps every intent right for it).
 */
const TOPIC_SHARE = 0.5;

/** The set's items that some intent answers rightly, as examples (labelled by the intents that answer their topic). */
export function examplesFrom(items: readonly EvalItem[]): Example[] {
  const right = items.map((item) => ({ item, intents: intentsRightFor(item) }));
  // Per topic: its items, and for each intent how many of them it answers rightly.
  const perTopic = new Map<string, { size: number; counts: Map<IntentId, number> }>();
  for (const { item, intents } of right) {
    const topic = perTopic.get(item.topic) ?? { size: 0, counts: new Map<IntentId, number>() };
    topic.size += 1;
    for (const intent of intents) topic.counts.set(intent, (topic.counts.get(intent) ?? 0) + 1);
    perTopic.set(item.topic, topic);
  }
  return right.flatMap(({ item, intents }) => {
    const { size, counts } = perTopic.get(item.topic)!;
    const answering = intents.filter((intent) => counts.get(intent)! >= TOPIC_SHARE * size);
    const labels = answering.length > 0 ? answering : intents;
    return labels.length > 0 ? [{ id: item.id, lang: item.lang, question: item.question, intents: labels }] : [];
  });
}

/** An item's edition: the letter after the language in its id (`-` for the first edition's `xx-NN`). */
export const editionOf = (id: string) => /^[a-z]{2}-([a-z]*)\d+$/.exec(id)?.[1] || '-';
