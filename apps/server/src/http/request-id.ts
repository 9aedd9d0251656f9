/**
 * Every HTTP request's id (Fastify's `request.id`, the `reqId` of its log lines): the proxy's
 * `X-Request-Id` when it sends a plausible one (deploy/nginx/blitz.conf passes nginx's
 * `$request_id`), else a new UUID; the answer carries it back in `x-request-id`, so a shopper's
 * report, the proxy's access log and the node's log lines meet on one id.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

const REQUEST_ID_HEADER = 'x-request-id';
/** What is taken from outside: letters, digits, dashes and underscores, 8 to 64 of them. */
const PLAUSIBLE_ID = /^[\w-]{8,64}$/;

export const requestIdOptions: Pick<FastifyServerOptions, 'genReqId' | 'requestIdHeader'> = {
  // Read here rather than by Fastify's requestIdHeader, which would take any value as it comes.
  requestIdHeader: false,
  genReqId: (request) => {
    const given = request.headers[REQUEST_ID_HEADER];
    return typeof given === 'string' && PLAUSIBLE_ID.test(given) ? given : randomUUID();
  },
};

export function installRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
