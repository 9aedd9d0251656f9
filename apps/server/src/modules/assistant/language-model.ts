/**
 * The optional language model: the assistant's own part of a model call. It writes the system
 * message (the retrieved passages and the user's figures), asks the model through its port, and
 * keeps a reply only when it is short and every figure in it comes from the sources. Any failure
 * (time-out, network, a non-2xx answer, a body that is not a chat completion, an empty or
 * overlong reply, a number found in no source) brings no reply, and the caller sends the built-in
 * answer instead. plugins/language-model.ts implements the port over an OpenAI-compatible
 * chat-completions endpoint (OpenAI, Ollama, vLLM, a llama.cpp server).
 */

/** One message of a chat as the model reads it. */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** Why a model call brought no reply. */
export type ModelFailure = 'timeout' | 'network' | 'status' | 'format' | 'aborted';

/** What a model call brought: the reply's text (possibly empty), or why none came. */
export type Completion = { ok: true; text: string } | { ok: false; reason: ModelFailure };

/** The language model as the assistant sees it (a port): one chat completion of the messages. */
export interface LanguageModel {
  complete(request: { messages: ChatMessage[]; maxTokens: number }, signal?: AbortSignal): Promise<Completion>;
}

/** Replies longer than this are taken for a model that lost its way. */
const MAX_REPLY_CHARS = 2000;
const MAX_TOKENS = 400;

export interface ModelPrompt {
  /** The user's language (iso code) the reply must be in. */
  language: string;
  /** Everything the model may state: passages, the user's figures, the built-in answer. */
  sources: string[];
  question: string;
  systemMessage: string | null;
  /** The conversation's earlier messages, oldest first; the model follows up on them. */
  history?: { role: 'user' | 'assistant'; content: string }[];
}

export type ModelOutcome = { ok: true; reply: string } | { ok: false; reason: ModelFailure | 'ungrounded' };

export function instructions(prompt: ModelPrompt): string {
  return [
    'You are the shopping assistant of Blitz Auctions, a penny-auction shop in South Africa.',
    `Answer in the language with ISO code "${prompt.language}" in at most four short sentences.`,
    'Use only the facts below. Never invent a price, a time, a number, a rule or a promise.',
    "If the facts do not answer the question, say you are not sure and suggest 'Report a problem' or the guide.",
    '',
    'Facts:',
    ...prompt.sources.map((source) => `- ${source}`),
  ].join('\n');
}

/** Every run of digits in the reply must appear in the sources (prices, days, counts, dates). */
export function isGrounded(reply: string, sources: string[]): boolean {
  const known = new Set(sources.join(' ').match(/\d+/g) ?? []);
  return (reply.match(/\d+/g) ?? []).every((digits) => known.has(digits));
}

export async function askModel(model: LanguageModel, prompt: ModelPrompt, signal?: AbortSignal): Promise<ModelOutcome> {
  const messages: ChatMessage[] = [
    { role: 'system', content: instructions(prompt) },
    ...(prompt.systemMessage ? [{ role: 'assistant' as const, content: prompt.systemMessage }] : []),
    ...(prompt.history ?? []),
    { role: 'user', content: prompt.question },
  ];
  const completion = await model.complete({ messages, maxTokens: MAX_TOKENS }, signal);
  if (!completion.ok) return completion;
  const reply = completion.text.trim();
  if (!reply || reply.length > MAX_REPLY_CHARS) return { ok: false, reason: 'format' };
  if (!isGrounded(reply, prompt.sources)) return { ok: false, reason: 'ungrounded' };
  return { ok: true, reply };
}
