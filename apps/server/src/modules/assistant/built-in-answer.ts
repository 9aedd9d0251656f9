/**
 * The built-in assistant as a pure function: the retrieved passage or live figure put into words
 * in the user's language. Every figure comes from `facts` or `packs` (read at the moment of the
 * question); with nothing that fits it says so and points to Contact Support.
 */
import type { AssistantPageKey } from '@blitz/contract';
import { phrasesOf } from './knowledge';
import type { LiveFacts, LivePack, Passage } from './knowledge/types';
import { pagePassages, retrieve, type Hit } from './retrieval';

export interface Question {
  message: string;
  /** The hint that opened the chat, if any: searched when the message alone finds nothing. */
  systemMessage: string | null;
  language: string;
  page: AssistantPageKey | null;
}

/** What the answer was built from, also given to a language model to ground its reply. */
export interface Grounding {
  hit: Hit | null;
  /** Passages a model may quote (the hit's, or the page's when nothing else fits). */
  passages: Passage[];
}

export function ground(question: Question): Grounding {
  const hit =
    retrieve(question.message, question.language, question.page) ??
    (question.systemMessage ? retrieve(`${question.systemMessage} ${question.message}`, question.language, question.page) : null);
  if (hit?.kind === 'passage') return { hit, passages: [hit.passage] };
  return { hit, passages: question.page && !hit ? pagePassages(question.page, question.language).slice(0, 2) : [] };
}

/** `facts` is null for a visitor; `packs` are needed only when the hit asks for them. */
export function builtInAnswer(question: Question, grounding: Grounding, facts: LiveFacts | null, packs: LivePack[] | null): string {
  const { hit } = grounding;
  if (!hit) return phrasesOf(question.language).unknown;
  const phrases = phrasesOf(hit.language);
  if (hit.kind === 'passage') return `${phrases.fromGuide(hit.passage.title)}${hit.passage.text}`;
  if (hit.topic === 'packs') return packs ? phrases.packs(packs) : phrasesOf(question.language).unknown;
  if (!facts) return phrases.signInFirst;
  return phrases[hit.topic](facts);
}
