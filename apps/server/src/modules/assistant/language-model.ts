/**
 * The optional language model: one call to an OpenAI-compatible chat-completions endpoint
 * (OpenAI, Ollama, vLLM, a llama.cpp server) with the retrieved passages and the user's figures in
 * the system message. Any failure (time-out, network, a non-2xx answer, a body that is not a
 * chat completion, an empty or overlong reply, a number found in no source) returns null, and
 * the caller sends the built-in answer instead.
 */
import { z } from 'zod';
import type { LlmConfig } from '../../config';

/** The part of a chat completion this client reads (the rest of the object is ignored). */
const completionSchema = z.object({
  object: z.literal('chat.completion').optional(),
  choices: z
    .array(
      z.object({
        message: z.object({ role: z.literal('assistant'), content: z.string().nullable() }),
        finish_reason: z.string().nullable().optional(),
      }),
    )
    .min(1),
});

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

export type ModelOutcome =
  { ok: true; reply: string } | { ok: false; reason: 'timeout' | 'network' | 'status' | 'format' | 'ungrounded' | 'aborted' };

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

export async function askModel(config: LlmConfig, prompt: ModelPrompt, signal?: AbortSignal): Promise<ModelOutcome> {
  const timeout = AbortSignal.timeout(config.timeoutMs);
  const messages = [
    { role: 'system', content: instructions(prompt) },
    ...(prompt.systemMessage ? [{ role: 'assistant', content: prompt.systemMessage }] : []),
    ...(prompt.history ?? []),
    { role: 'user', content: prompt.question },
  ];
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
      body: JSON.stringify({ model: config.model, messages, temperature: 0.2, max_tokens: MAX_TOKENS, stream: false }),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch {
    return { ok: false, reason: timeout.aborted ? 'timeout' : signal?.aborted ? 'aborted' : 'network' };
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    return { ok: false, reason: 'status' };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { ok: false, reason: timeout.aborted ? 'timeout' : 'format' };
  }
  const parsed = completionSchema.safeParse(body);
  const reply = parsed.success ? parsed.data.choices[0]!.message.content?.trim() : undefined;
  if (!reply || reply.length > MAX_REPLY_CHARS) return { ok: false, reason: 'format' };
  if (!isGrounded(reply, prompt.sources)) return { ok: false, reason: 'ungrounded' };
  return { ok: true, reply };
}
