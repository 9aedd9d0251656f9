/**
 * One chat turn: clean the message (SPEC.md section 5), find what answers it (retrieval over the
 * shop's knowledge, the user's live figures), build the built-in answer, let the language model
 * reword it when one is configured (falling back to the built-in answer on any failure), keep the
 * exchange, and answer `{statusKey, data}` with the status keys of SPEC.md section 8.
 */
import {
  assistantPageKey,
  FALLBACK_LANGUAGE,
  LANGUAGE_ISOS,
  sanitizeChatText,
  toSendableChatText,
  type ChatHistoryEntry,
  type ChatResponse,
} from '@blitz/contract';
import type { Database } from '../../db/client';
import type { Clock } from '../clock-port';
import type { Log } from '../log-port';
import { builtInAnswer, ground, type Grounding, type Question } from './built-in-answer';
import { saveExchange } from './conversations';
import type { ExampleClassifier } from './example-classifier';
import { phrasesOf } from './knowledge';
import { LIVE_TOPICS, type LiveFacts, type LivePack } from './knowledge/types';
import { askModel, type LanguageModel } from './language-model';
import { readBidPacks, readLiveFacts } from './live-facts';

export interface ChatDeps {
  db: Database;
  /** The language model that rewords the built-in answer; undefined sends the built-in answer alone. */
  model: LanguageModel | undefined;
  log: Log;
  clock: Clock;
  /** Called before each turn (the hourly purge of old conversations). */
  beforeTurn?: (now: Date) => Promise<void>;
  /** The example questions learnt (the shop's when not given; an evaluation may hold some out). */
  examples?: ExampleClassifier | undefined;
}

export interface ChatTurn {
  message: string;
  systemMessage: string | null | undefined;
  /** The conversation's earlier messages (oldest first), for the language model. */
  history?: ChatHistoryEntry[];
  page: string;
  lanIso: string | undefined;
  userId: number | null;
  deviceId: string;
  /** Aborted when the client goes away: the model call stops. */
  signal?: AbortSignal;
}

const reply = (statusKey: ChatResponse['statusKey'], data = ''): ChatResponse => ({ statusKey, data });

export function languageOf(lanIso: string | undefined): string {
  const iso = lanIso?.trim().toLowerCase().slice(0, 2);
  return iso && (LANGUAGE_ISOS as readonly string[]).includes(iso) ? iso : FALLBACK_LANGUAGE;
}

/** The user's figures as English sentences, for the model's facts. */
function factSentences(facts: LiveFacts | null, packs: LivePack[] | null): string[] {
  const en = phrasesOf(FALLBACK_LANGUAGE);
  const lines = facts ? LIVE_TOPICS.filter((t) => t !== 'packs').map((topic) => en[topic as Exclude<typeof topic, 'packs'>](facts)) : [];
  return packs ? [...lines, en.packs(packs)] : lines;
}

export async function answerChat(deps: ChatDeps, turn: ChatTurn): Promise<ChatResponse> {
  const message = toSendableChatText(turn.message);
  if (message === null) return reply('no_data');
  const systemMessage = turn.systemMessage ? sanitizeChatText(turn.systemMessage) || null : null;
  const now = deps.clock.now();
  try {
    await deps.beforeTurn?.(now);
    const question: Question = {
      message,
      systemMessage,
      language: languageOf(turn.lanIso),
      page: assistantPageKey(turn.page),
      examples: deps.examples,
    };
    const grounding = ground(question);
    const live = grounding.hit?.kind === 'live';
    const needsFacts = turn.userId !== null && (live || deps.model !== undefined);
    const facts = needsFacts ? await readLiveFacts(deps.db, turn.userId!, now) : null;
    const packs =
      (live && grounding.hit?.kind === 'live' && grounding.hit.topic === 'packs') || deps.model ? await readBidPacks(deps.db) : null;
    const builtIn = builtInAnswer(question, grounding, facts, packs);
    const history = cleanHistory(turn.history);
    const answer = deps.model
      ? await modelOrBuiltIn(deps, { question, grounding, builtIn, facts: factSentences(facts, packs), history }, turn.signal)
      : builtIn;
    if (turn.signal?.aborted) {
      deps.log.info({ statusKey: 'request_aborted' }, 'assistant: the client left before the answer');
      return reply('request_aborted');
    }
    if (!answer.trim()) {
      deps.log.warn({ statusKey: 'no_response' }, 'assistant: empty answer');
      return reply('no_response');
    }
    await saveExchange(deps.db, {
      userId: turn.userId,
      deviceId: turn.deviceId,
      page: turn.page,
      question: message,
      answer,
      systemMessage,
    });
    return reply('success', answer);
  } catch (error) {
    deps.log.error({ err: error, statusKey: 'error_server' }, 'assistant: answering failed');
    return reply('error_server');
  }
}

/** The earlier messages cleaned like the message itself (SPEC.md section 5); empty ones dropped. */
function cleanHistory(history: ChatHistoryEntry[] | undefined): ChatHistoryEntry[] {
  return (history ?? []).map((entry) => ({ role: entry.role, content: sanitizeChatText(entry.content) })).filter((entry) => entry.content);
}

interface ModelInput {
  question: Question;
  grounding: Grounding;
  builtIn: string;
  facts: string[];
  history: ChatHistoryEntry[];
}

async function modelOrBuiltIn(deps: ChatDeps, input: ModelInput, signal: AbortSignal | undefined): Promise<string> {
  const { question, grounding, builtIn, facts, history } = input;
  const sources = [builtIn, ...grounding.passages.map((p) => `${p.title}: ${p.text}`), ...facts];
  const outcome = await askModel(
    deps.model!,
    { language: question.language, sources, question: question.message, systemMessage: question.systemMessage, history },
    signal,
  );
  if (outcome.ok) return outcome.reply;
  deps.log.warn({ reason: outcome.reason }, 'assistant: language model failed, sending the built-in answer');
  return builtIn;
}
