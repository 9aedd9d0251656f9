/**
 * A stand-in language model on loopback speaking OpenAI's chat-completions protocol
 * (POST /v1/chat/completions, `{model, messages}` in, a `chat.completion` object out). It answers
 * as a model grounded only in its prompt would: with the fact of the system message that shares
 * the most words with the question (the first, the built-in answer, on a tie). So a score through
 * it measures whether the prompt carries what the answer needs, not a model's skill.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface ChatRequest {
  model?: unknown;
  messages?: { role?: unknown; content?: unknown }[];
}

const words = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .normalize('NFKD')
      .match(/\p{L}{3,}|\d+/gu) ?? [],
  );

/** The facts listed in the system message ("- fact" lines after "Facts:"). */
function factsOf(system: string): string[] {
  const [, list = ''] = system.split(/^Facts:$/m);
  return list
    .split('\n')
    .filter((line) => line.startsWith('- '))
    .map((line) => line.slice(2).trim());
}

export function groundedReply(system: string, question: string): string {
  const asked = words(question);
  let best = '';
  let bestShared = -1;
  for (const fact of factsOf(system)) {
    const shared = [...words(fact)].filter((w) => asked.has(w)).length;
    if (shared > bestShared) [best, bestShared] = [fact, shared];
  }
  return best;
}

function completion(model: string, content: string) {
  return {
    id: `chatcmpl-fake-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
  };
}

function handle(request: IncomingMessage, response: ServerResponse, raw: string): void {
  const json = (status: number, body: unknown) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
    json(404, { error: { message: 'Unknown request', type: 'invalid_request_error' } });
    return;
  }
  let body: ChatRequest;
  try {
    body = JSON.parse(raw) as ChatRequest;
  } catch {
    json(400, { error: { message: 'Invalid JSON body', type: 'invalid_request_error' } });
    return;
  }
  const messages = Array.isArray(body.messages) ? body.messages : [];
  if (typeof body.model !== 'string' || messages.length === 0 || messages.some((m) => typeof m.content !== 'string')) {
    json(400, { error: { message: 'model and messages are required', type: 'invalid_request_error' } });
    return;
  }
  const system = messages.find((m) => m.role === 'system')?.content as string | undefined;
  const question = messages.findLast((m) => m.role === 'user')?.content as string | undefined;
  json(200, completion(body.model, groundedReply(system ?? '', question ?? '')));
}

export interface FakeModelServer {
  /** The base address as LLM_BASE_URL takes it (ending in /v1). */
  baseUrl: string;
  close(): Promise<void>;
}

export async function startFakeModelServer(): Promise<FakeModelServer> {
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => handle(request, response, raw));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
