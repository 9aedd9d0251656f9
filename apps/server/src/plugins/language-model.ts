/**
 * The assistant's language model (`app.languageModel`, its port in modules/assistant): one call to
 * an OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, vLLM, a llama.cpp server) at
 * LLM_BASE_URL, bounded by LLM_TIMEOUT_MS. Undefined without LLM_BASE_URL: the assistant answers
 * with its built-in answers alone.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { LlmConfig } from '../config';
import type { Completion, LanguageModel } from '../modules/assistant';

declare module 'fastify' {
  interface FastifyInstance {
    languageModel: LanguageModel | undefined;
  }
}

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

/** The model at `config`: each call a POST to `${baseUrl}/chat/completions`, given up after `timeoutMs`. */
export function chatCompletionsModel(config: LlmConfig): LanguageModel {
  return {
    async complete({ messages, maxTokens }, signal): Promise<Completion> {
      const timeout = AbortSignal.timeout(config.timeoutMs);
      let response: Response;
      try {
        response = await fetch(`${config.baseUrl}/chat/completions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
          body: JSON.stringify({ model: config.model, messages, temperature: 0.2, max_tokens: maxTokens, stream: false }),
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
      if (!parsed.success) return { ok: false, reason: 'format' };
      return { ok: true, text: parsed.data.choices[0]!.message.content ?? '' };
    },
  };
}

async function languageModelPlugin(app: FastifyInstance): Promise<void> {
  app.decorate('languageModel', app.config.llm ? chatCompletionsModel(app.config.llm) : undefined);
}

export default fp(languageModelPlugin, { name: 'language-model', decorators: { fastify: ['config'] } });
