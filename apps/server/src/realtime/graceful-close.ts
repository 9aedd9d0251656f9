/**
 * The gateway's part of a graceful shutdown (SIGTERM, a deploy): stop listening and refuse new
 * commands, let the commands in flight be committed and acknowledged, then drop every connection
 * as a lost transport, which Socket.IO clients (and the shop's own reconnect policy, SPEC.md
 * section 9) answer by connecting again: behind the proxy, to another node. HTTP calls still
 * running are answered before the database closes. Every wait is bounded, so that the process
 * exits within server.ts's grace period.
 */
import type { FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';
import type { CommandGate } from './command-gate';

/** How long a shutdown waits for the commands in flight, and then for the HTTP calls in flight. */
export const DRAIN_MS = 3000;
/** How long closing connections get to send what they still have queued. */
const FLUSH_MS = 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function closeGracefully(app: FastifyInstance, io: Server, gate: CommandGate): Promise<void> {
  gate.close();
  let listening = app.server.listening;
  if (listening) app.server.close(() => (listening = false));

  const inFlight = gate.inFlight;
  if (!(await gate.drained(DRAIN_MS))) app.log.warn({ inFlight: gate.inFlight }, 'socket commands still running at shutdown');
  else if (inFlight > 0) app.log.info({ inFlight }, 'socket commands in flight answered before shutdown');

  // Each connection first flushes what it still owes (acknowledgements above all), then closes.
  for (const socket of io.of('/').sockets.values()) socket.conn.close();
  const flushedBy = Date.now() + FLUSH_MS;
  while (io.engine.clientsCount > 0 && Date.now() < flushedBy) await sleep(20);
  io.engine.close();

  const answeredBy = Date.now() + DRAIN_MS;
  while (listening && Date.now() < answeredBy) {
    app.server.closeIdleConnections();
    await sleep(20);
  }
}
