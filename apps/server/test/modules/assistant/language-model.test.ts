/**
 * The provider path against a loopback server speaking OpenAI's chat-completions protocol
 * (POST /v1/chat/completions, Bearer key, `{model, messages}` in, a `chat.completion` object out):
 * a good answer is sent; a slow one, a 500, a malformed body and an invented figure fall back to
 * the built-in answer.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ASSISTANT_ENDPOINT, ASSISTANT_HISTORY_MAX } from '@blitz/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, postApi, type TestApp } from '../../helpers/build-test-app';
import { createBidder } from '../auctions/auction-fixtures';
import { ask, chatBody } from './chat-helpers';

type Behaviour = 'good' | 'slow' | 'error' | 'malformed' | 'invented';
interface Seen {
  path: string;
  authorization: string | undefined;
  body: { model: string; messages: { role: string; content: string }[]; stream?: boolean };
}

const completion = (content: string) => ({
  id: 'chatcmpl-test',
  object: 'chat.completion',
  created: Math.floor(Date.now() / 1000),
  model: 'test-model',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
});

describe('assistant with an OpenAI-compatible model', () => {
  let provider: Server;
  let t: TestApp;
  let behaviour: Behaviour = 'good';
  const seen: Seen[] = [];

  beforeAll(async () => {
    provider = createServer((request: IncomingMessage, response: ServerResponse) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      request.on('end', () => {
        seen.push({ path: request.url ?? '', authorization: request.headers.authorization, body: JSON.parse(raw) as Seen['body'] });
        const json = (status: number, body: unknown) =>
          response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        if (behaviour === 'good') json(200, completion('Sawubona! You have 30 Blitz right now.'));
        else if (behaviour === 'invented') json(200, completion('You have 9999 Blitz and a free TV.'));
        else if (behaviour === 'error') json(500, { error: { message: 'The server had an error', type: 'server_error' } });
        else if (behaviour === 'malformed') json(200, { result: 'not a chat completion' });
        else setTimeout(() => json(200, completion('Too late')), 1500);
      });
    });
    provider.listen(0, '127.0.0.1');
    await once(provider, 'listening');
    const { port } = provider.address() as AddressInfo;
    t = await buildTestApp({
      seed: false,
      env: { LLM_BASE_URL: `http://127.0.0.1:${port}/v1`, LLM_MODEL: 'test-model', LLM_API_KEY: 'sk-test', LLM_TIMEOUT_MS: '400' },
    });
  });
  afterAll(async () => {
    await t?.close();
    provider?.closeAllConnections();
    provider?.close();
  });

  it('sends the question with the retrieved passage and the live figures, and answers with the model', async () => {
    const user = await createBidder(t.app.db, t.config.jwtSecret, { free: 10, paid: 20 });
    behaviour = 'good';
    seen.length = 0;
    const answer = await ask(t.app, 'How many Blitz do I have?', { refreshToken: user.refreshToken, lanIso: 'zu' });
    expect(answer).toEqual({ statusKey: 'success', data: 'Sawubona! You have 30 Blitz right now.' });
    expect(seen).toHaveLength(1);
    const [call] = seen;
    expect(call!.path).toBe('/v1/chat/completions');
    expect(call!.authorization).toBe('Bearer sk-test');
    expect(call!.body.model).toBe('test-model');
    expect(call!.body.stream).toBe(false);
    expect(call!.body.messages.at(-1)).toEqual({ role: 'user', content: 'How many Blitz do I have?' });
    const system = call!.body.messages[0]!;
    expect(system.role).toBe('system');
    expect(system.content).toContain('"zu"');
    expect(system.content).toContain('You have 30 Blitz: 10 free and 20 bought.');
  });

  it('gives the model the earlier messages of the conversation, cleaned, between the hint and the question', async () => {
    behaviour = 'good';
    seen.length = 0;
    const history = [
      { role: 'user' as const, content: 'Do you  deliver\tto Polokwane?  ' },
      { role: 'assistant' as const, content: 'Yes: delivery is free anywhere in South Africa.' },
    ];
    await ask(t.app, 'How long does that take?', { systemMessage: 'Need help with delivery?', history });
    const messages = seen[0]!.body.messages.slice(1);
    expect(messages).toEqual([
      { role: 'assistant', content: 'Need help with delivery?' },
      { role: 'user', content: 'Do you deliver to Polokwane?' },
      { role: 'assistant', content: 'Yes: delivery is free anywhere in South Africa.' },
      { role: 'user', content: 'How long does that take?' },
    ]);
  });

  it('refuses a history longer than the chat window sends (400)', async () => {
    const history = Array.from({ length: ASSISTANT_HISTORY_MAX + 1 }, () => ({ role: 'user' as const, content: 'hello' }));
    const response = await postApi(t.app, ASSISTANT_ENDPOINT, chatBody('hi', { history }));
    expect(response.statusCode).toBe(400);
  });

  it.each<[Behaviour, string]>([
    ['slow', 'a time-out'],
    ['error', 'a 500'],
    ['malformed', 'a body that is no chat completion'],
    ['invented', 'a figure found in no source'],
  ])('falls back to the built-in answer on %s (%s)', async (kind) => {
    behaviour = kind;
    const started = Date.now();
    expect(await ask(t.app, 'How long does delivery take?')).toEqual({
      statusKey: 'success',
      data: expect.stringContaining('Delivery takes 3 to 14 business days.'),
    });
    expect(Date.now() - started).toBeLessThan(1400);
  });

  it('no_response for a message from a device whose previous message is still being answered', async () => {
    behaviour = 'slow';
    seen.length = 0;
    const first = ask(t.app, 'How long does delivery take?', { device: 'device-busy' });
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(await ask(t.app, 'Can I return an item?', { device: 'device-busy' })).toEqual({ statusKey: 'no_response', data: '' });
    expect(seen).toHaveLength(1);
    expect((await first).data).toContain('Delivery takes 3 to 14 business days.');
    behaviour = 'good';
    expect(await ask(t.app, 'Can I return an item?', { device: 'device-busy' })).toMatchObject({ statusKey: 'success' });
  });
});
