/**
 * The built-in assistant as a pure function: the question's intent is classified first (cue
 * words per language); what it asks for, or else the best full-text match, is put into words in
 * the user's language. Every figure comes from `facts` or `packs` (read at the moment of the
 * question); a subject the shop does not cover, or nothing that fits, gets an honest "not sure"
 * that points to Report a problem and the guide.
 */
import type { AssistantPageKey } from '@blitz/contract';
import { isRecognised, rankIntents } from './intents';
import { phrasesOf } from './knowledge';
import type { LiveFacts, LivePack, LiveTopic, Passage } from './knowledge/types';
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
  /** A figure of the user's own the question also asks for ("what did I win and how long to pay?"). */
  liveToo?: Exclude<LiveTopic, 'packs'>;
}

/** A second, own-figure intent this heavy is answered too, after the passage. */
const LIVE_TOO_WEIGHT = 8;

function find(question: Question): { hit: Hit | null; unsure: boolean; liveToo?: Exclude<LiveTopic, 'packs'> } {
  const { message, systemMessage, language, page } = question;
  let ranked = rankIntents(message, language);
  if (!isRecognised(ranked) && systemMessage) ranked = rankIntents(`${systemMessage} ${message}`, language);
  const [intent] = isRecognised(ranked) ? ranked : [];
  if (intent?.intent === 'unsure') return { hit: null, unsure: true };
  const hit =
    (intent ? hitForIntent(intent.intent, language) : null) ??
    retrieve(message, language, page) ??
    (systemMessage ? retrieve(`${systemMessage} ${message}`, language, page) : null);
  const second = ranked.find((r) => r.intent.startsWith('live:') && r.intent !== 'live:packs' && r.weight >= LIVE_TOO_WEIGHT);
  const liveToo = hit?.kind === 'passage' && second ? (second.intent.slice('live:'.length) as Exclude<LiveTopic, 'packs'>) : undefined;
  return { hit, unsure: false, liveToo };
}

export function ground(question: Question): Grounding {
  const { hit, unsure, liveToo } = find(question);
  if (hit?.kind === 'passage') return { hit, passages: [hit.passage], ...(liveToo ? { liveToo } : {}) };
  if (unsure) return { hit: null, passages: [], unsure };
  return { hit, passages: question.page && !hit ? pagePassages(question.page, question.language).slice(0, 2) : [] };
}

/** `facts` is null for a visitor; `packs` are needed only when the hit asks for them. */
export function builtInAnswer(question: Question, grounding: Grounding, facts: LiveFacts | null, packs: LivePack[] | null): string {
  const { hit } = grounding;
  if (!hit) return phrasesOf(question.language).unknown;
  const phrases = phrasesOf(hit.language);
  if (hit.kind === 'passage') {
    const text = `${phrases.fromGuide(hit.passage.title)}${hit.passage.text}`;
    // Only a signed-in user's own figures are added; a visitor is not asked to log in for a general question.
    return grounding.liveToo && facts ? `${text} ${phrasesOf(question.language)[grounding.liveToo](facts)}` : text;
  }
  if (hit.topic === 'packs') return packs ? phrases.packs(packs) : phrasesOf(question.language).unknown;
  if (!facts) return phrases.signInFirst;
  return phrases[hit.topic](facts);
}
