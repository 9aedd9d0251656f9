/**
 * POST /api/blitz-chat (SPEC.md section 7, AI chat): open to visitors and signed-in users, counted
 * per address, per user and per device (429), answered `{statusKey, data}` by the service. The
 * model call stops when the client goes away. A device gets one turn at a time: a message sent
 * while its previous one is still being answered gets `no_response`.
 */
import { ASSISTANT_ENDPOINT } from '@blitz/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/call-result';
import { registerCall } from '../../http/register-call';
import { createPurgeSchedule } from './conversations';
import { shopExamples } from './example-classifier';
import { answerChat } from './service';
import { createTurnsInFlight } from './turns-in-flight';

export async function assistantRoutes(app: FastifyInstance): Promise<void> {
  const beforeTurn = createPurgeSchedule(app.db);
  const turns = createTurnsInFlight();
  // The example questions are learnt before the server listens (about half a second, once per process), not in a shopper's first turn.
  app.addHook('onReady', async () => {
    shopExamples();
  });
  registerCall(app, ASSISTANT_ENDPOINT, async ({ body, request }) => {
    await app.limitRate(request, 'chat');
    const deviceId = body.userData.device_id;
    if (!turns.claim(deviceId)) {
      request.log.info({ statusKey: 'no_response' }, 'assistant: the device already has a message being answered');
      return ok({ statusKey: 'no_response', data: '' });
    }
    const left = new AbortController();
    const onClose = () => left.abort();
    request.raw.socket?.once('close', onClose);
    try {
      const answer = await answerChat(
        { db: app.db, model: app.languageModel, log: request.log, clock: app.clock, beforeTurn },
        {
          message: body.message,
          systemMessage: body.systemMessage,
          history: body.history ?? [],
          page: body.page,
          lanIso: body.lanIso,
          userId: request.session?.userId ?? null,
          deviceId,
          signal: left.signal,
        },
      );
      return ok(answer);
    } finally {
      turns.release(deviceId);
      request.raw.socket?.off('close', onClose);
    }
  });
}
