/**
 * The bid log: one JSON line per `create-bid` command, written as its acknowledgement goes out,
 * with an id of its own (`reqId`, a new UUID) that the acknowledgement carries as `requestId`, so
 * that a shopper's report and the node's log meet on one id, as `x-request-id` does for HTTP.
 * A Socket.IO middleware ahead of the command gate and guard, it sees every answer: the bid's
 * outcome and the refusals before it (malformed, throttled, sent while the node drains).
 * docs/operations.md 'Logs' lists the fields; beyond ids the line names no one.
 */
import { randomUUID } from 'node:crypto';
import { socketEvents } from '@blitz/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Event } from 'socket.io';
import type { GatewaySocket } from './commands';

interface Answer {
  status?: unknown;
  message?: unknown;
  reason?: unknown;
}

const payloadSchema = socketEvents.clientToServer['create-bid'].payload;

/** accepted; refused, with the bid's refusal reason; error for any other answer, its `message` saying which. */
function outcomeOf(answer: Answer) {
  if (answer.status === 'success') return { outcome: 'accepted' };
  if (answer.reason !== undefined) return { outcome: 'refused', reason: answer.reason, message: answer.message };
  return { outcome: 'error', message: answer.message };
}

export function logBids(log: FastifyBaseLogger, socket: GatewaySocket): (packet: Event, next: (error?: Error) => void) => void {
  return (packet, next) => {
    if (packet[0] !== 'create-bid') return next();
    const requestId = randomUUID();
    const started = performance.now();
    const payload = payloadSchema.safeParse(packet[1]);
    const line = {
      reqId: requestId,
      event: 'create-bid',
      auctionId: payload.success ? payload.data.productID : undefined,
      userId: socket.data.userId,
    };
    const last = packet.length - 1;
    const ack = packet[last] as unknown;
    if (typeof ack !== 'function') {
      // No answer to wait for, so no outcome to tell (the shop's client always asks for one).
      log.info({ ...line, outcome: 'unacknowledged' }, 'bid');
      return next();
    }
    let answered = false;
    packet[last] = (answer: Answer) => {
      if (!answered) {
        answered = true;
        log.info({ ...line, ...outcomeOf(answer), ms: Math.round((performance.now() - started) * 10) / 10 }, 'bid');
      }
      (ack as (answer: unknown) => void)({ ...answer, requestId });
    };
    next();
  };
}
