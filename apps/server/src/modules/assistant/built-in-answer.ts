/**
 * The built-in assistant as a pure function: the question's intent is classified first (the
 * example questions learnt, and cue words per language); what it asks for, or else the best
 * full-text match, is put into words in the user's language. Every figure comes from `facts` or `packs` (read at the moment of the
 * question); a subject the shop does not cover, or nothing that fits, gets an honest "not sure"
 * that points to Report a problem and the guide.
 */
import type { AssistantPageKey } from '@blitz/contract';
import { isRecognised, MIN_WEIGHT, normalize, rankIntents, type Classified } from './intents';
import type { IntentId } from './knowledge/cues-types';
import { phrasesOf } from './knowledge';
import type { LiveFacts, LivePack, LiveTopic, Passage } from './knowledge/types';
import { asksAboutSelf } from './about-self';
import { shopExamples, type ExampleClassifier, type Learnt } from './example-classifier';
import { hitForIntent, pagePassages, retrieve, type Hit } from './retrieval';

export interface Question {
  message: string;
  /** The hint that opened the chat, if any: searched when the message alone finds nothing. */
  systemMessage: string | null;
  language: string;
  page: AssistantPageKey | null;
  /** What the example questions are learnt into (the shop's, unless an evaluation holds some out). */
  examples?: ExampleClassifier | undefined;
}

/** What the answer was built from, also given to a language model to ground its reply. */
export interface Grounding {
  hit: Hit | null;
  /** Passages a model may quote (the hit's, or the page's when nothing else fits). */
  passages: Passage[];
  /** The question is about something the shop's rules do not cover. */
  unsure?: boolean;
  /**
   * For a visitor, when the hit is one of the user's own figures but the question does not speak
   * of the asker ("what is the balance of a BidBuddy?"): the best other answer, so that a general
   * question never gets a request to log in. Null: the honest "not sure".
   */
  forVisitor?: Hit | null;
  /** A figure of the user's own the question also asks for ("what did I win and how long to pay?"). */
  liveToo?: Exclude<LiveTopic, 'packs'>;
}

/** A second, own-figure intent this heavy is answered too, after the passage. */
const LIVE_TOO_WEIGHT = 8;

/**
 * An own-figure intent lighter than this (a bare "my Blitz") never makes a visitor log in; only
 * cues found as written count, as a typing slip may be another word ("ndisenako", I can still).
 */
const LOGIN_MIN_WEIGHT = 6;

/** A general answer this much as heavy as the own-figure intent is given to a visitor instead of a login request. */
const GENERAL_SHARE = 0.3;

/** The example classifier's intent is taken when it is this far ahead of its second (log odds per n-gram). */
const LEARNT_MARGIN = 0.2;

/** Cue words for an own figure this heavy outweigh a narrow general reading of the examples. */
const FIRM_FIGURE_WEIGHT = 3 * LOGIN_MIN_WEIGHT;

/** A reading of the examples this clear asks a visitor to log in without cue words for the figure. */
const LOGIN_LEARNT_MARGIN = 0.5;
/** A reading of the examples with no cue word beside it is taken this far ahead, and from this many words. */
const ALONE_MARGIN = 0.3;
const ALONE_WORDS = 3;

const isFigure = (intent: IntentId) => intent.startsWith('live:') && intent !== 'live:packs';

/**
 * What a visitor gets instead of a request to log in, when a question hit one of the user's own
 * figures: the general passage when the example questions clearly read it as a general one, or
 * when a general intent's cue words weigh at least GENERAL_SHARE of the own one's (unless the
 * examples clearly read it as the figure), or when the examples lean to a general reading at all
 * against cue words for the figure lighter than FIRM_FIGURE_WEIGHT; else the best general
 * full-text match or null (not sure). The login request (undefined) is kept for a question which
 * speaks of the asker and asks for an own figure clearly: by its cue words, or by the examples
 * alone (LOGIN_LEARNT_MARGIN, twice that beside cue words for a general subject); a full-text
 * match alone is too weak a reason for it.
 */
function visitorAlternative(
  question: Question,
  ranked: Classified[],
  learnt: Learnt | null,
  examples: ExampleClassifier,
): Hit | null | undefined {
  const { message, language, page } = question;
  const live = ranked.find((r) => isFigure(r.intent));
  // Examples that never ask for the cue words' figure (a BidBuddy's own state) cannot tell a question about it from a general one.
  const examplesTell = !live || examples.knows(live.intent);
  const learntGeneral = learnt && examplesTell && learnt.intent !== 'unsure' && !learnt.intent.startsWith('live:') ? learnt : null;
  const learntHit = learntGeneral ? hitForIntent(learntGeneral.intent as Exclude<IntentId, 'unsure'>, language) : null;
  if (learntHit && learntGeneral!.margin >= LEARNT_MARGIN) return learntHit;
  const learntFigure = learnt !== null && isFigure(learnt.intent) && learnt.margin >= LEARNT_MARGIN;
  const general = ranked.find((r) => !r.intent.startsWith('live:') && r.intent !== 'unsure' && r.weight >= MIN_WEIGHT);
  const generalHit = general ? hitForIntent(general.intent as Exclude<IntentId, 'unsure'>, language) : null;
  // Beside cue words for a general subject, the examples need twice the lead to read the figure.
  const learntFigureBeside = learntFigure && learnt.margin >= 2 * LOGIN_LEARNT_MARGIN;
  if (generalHit && !learntFigureBeside && general!.weight >= (live?.weight ?? 0) * GENERAL_SHARE) return generalHit;
  const firmCue = live !== undefined && live.exact >= FIRM_FIGURE_WEIGHT;
  if (learntHit && !firmCue) return learntHit;
  const cueFigure = live !== undefined && live.exact >= LOGIN_MIN_WEIGHT;
  const learntOnly = general ? learntFigureBeside : learntFigure && learnt.margin >= LOGIN_LEARNT_MARGIN;
  if ((cueFigure || learntOnly) && asksAboutSelf(language, message)) return undefined;
  return generalHit ?? retrieve(message, language, page, { generalOnly: true });
}

/** Words of a question: a reading of the examples with no cue word beside it needs a few ("hi" reads as something). */
const wordsOf = (message: string) => normalize(message).trim().split(' ').filter(Boolean).length;

/**
 * The intent a question asks for: "not sure" when both readings find a subject the shop does not
 * cover; the cue words' when they name such a subject, the bid packs, or an intent no example
 * question has; else the one learnt from the example questions when it is clearly ahead (with no
 * cue word beside it, more clearly and in a few words); else the cue words' when they recognise
 * one; else none (the full-text search, then "not sure").
 */
function chooseIntent(message: string, ranked: Classified[], learnt: Learnt | null, examples: ExampleClassifier): IntentId | undefined {
  const cue = isRecognised(ranked) ? ranked[0]!.intent : undefined;
  // A subject the shop does not cover wins over the shop's words around it: "a warranty on what I won?".
  if (learnt?.intent === 'unsure' && ranked.some((r) => r.intent === 'unsure' && r.weight >= MIN_WEIGHT)) return 'unsure';
  if (cue && (cue === 'unsure' || cue === 'live:packs' || !examples.knows(cue))) return cue;
  if (learnt && learnt.margin >= LEARNT_MARGIN && (cue || (learnt.margin >= ALONE_MARGIN && wordsOf(message) >= ALONE_WORDS)))
    return learnt.intent;
  return cue;
}

function find(question: Question): Omit<Grounding, 'passages'> & { unsure: boolean } {
  const { message, systemMessage, language, page } = question;
  let ranked = rankIntents(message, language);
  if (!isRecognised(ranked) && systemMessage) ranked = rankIntents(`${systemMessage} ${message}`, language);
  const examples = question.examples ?? shopExamples();
  const learnt = examples.classify(message, language);
  const intent = chooseIntent(message, ranked, learnt, examples);
  if (intent === 'unsure') return { hit: null, unsure: true };
  const hit =
    (intent ? hitForIntent(intent, language) : null) ??
    retrieve(message, language, page) ??
    (systemMessage ? retrieve(`${systemMessage} ${message}`, language, page) : null);
  const forVisitor = hit?.kind === 'live' && hit.topic !== 'packs' ? visitorAlternative(question, ranked, learnt, examples) : undefined;
  const second = ranked.find((r) => isFigure(r.intent) && r.weight >= LIVE_TOO_WEIGHT);
  const liveToo = hit?.kind === 'passage' && second ? (second.intent.slice('live:'.length) as Exclude<LiveTopic, 'packs'>) : undefined;
  return { hit, unsure: false, liveToo, forVisitor };
}

export function ground(question: Question): Grounding {
  const { hit, unsure, liveToo, forVisitor } = find(question);
  if (hit?.kind === 'passage') return { hit, passages: [hit.passage], ...(liveToo ? { liveToo } : {}) };
  if (unsure) return { hit: null, passages: [], unsure };
  const passages = question.page && !hit ? pagePassages(question.page, question.language).slice(0, 2) : [];
  if (forVisitor !== undefined) return { hit, passages: forVisitor?.kind === 'passage' ? [forVisitor.passage] : passages, forVisitor };
  return { hit, passages };
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
  if (!facts) {
    if (grounding.forVisitor === undefined) return phrases.signInFirst;
    const other = grounding.forVisitor;
    return other?.kind === 'passage'
      ? builtInAnswer(question, { hit: other, passages: [other.passage] }, null, packs)
      : phrasesOf(question.language).unknown;
  }
  return phrases[hit.topic](facts);
}
