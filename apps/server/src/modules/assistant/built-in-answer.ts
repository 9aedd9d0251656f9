/**
 * The built-in assistant as a pure function: the question's intent is classified first (cue
 * words per language); what it asks for, or else the best full-text match, is put into words in
 * the user's language. Every figure comes from `facts` or `packs` (read at the moment of the
 * question); a subject the shop does not cover, or nothing that fits, gets an honest "not sure"
 * that points to Report a problem and the guide.
 */
import type { AssistantPageKey } from '@blitz/contract';
import { classify } from './intents';
import { phrasesOf } from './knowledge';
import type { LiveFacts, LivePack, Passage } from './knowledge/types';
import { hitForIntent, pagePassages, retrieve, type Hit } from './retrieval';

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
  /** The question is about something the shop's rules do not cover. */
  unsure?: boolean;
}

function find(question: Question): { hit: Hit | null; unsure: boolean } {
  const { message, systemMessage, language, page } = question;
  const intent = classify(message, language) ?? (systemMessage ? classify(`${systemMessage} ${message}`, language) : null);
  if (intent?.intent === 'unsure') return { hit: null, unsure: true };
  const hit =
    (intent ? hitForIntent(intent.intent, language) : null) ??
    retrieve(message, language, page) ??
    (systemMessage ? retrieve(`${systemMessage} ${message}`, language, page) : null);
  return { hit, unsure: false };
}

export function ground(question: Question): Grounding {
  const { hit, unsure } = find(question);
  if (hit?.kind === 'passage') return { hit, passages: [hit.passage] };
  if (unsure) return { hit: null, passages: [], unsure };
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
