// /readyz and /healthz while a node drains for a shutdown (issue 52): /readyz answers 503 so that
// the proxy and orchestrators send the work elsewhere, /healthz 200 (the process runs), and the node
// takes no new connection. Through app.close() and through SIGTERM to a real server process
// (hence in test/deploy/, the full tier's); /readyz otherwise is in test/ops/readiness.test.ts.
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app';
import { startServerProcess } from '../helpers/server-process';

/**
 * A connection with a request in progress: one write sends a whole GET /healthz and the request
 * line and headers of a GET of `path`, whose final blank line `finish` sends. Once the first
 * answer is back the server has read the start of the second request, so the connection is busy
 * and a server that stops listening keeps it open (it closes only idle ones). `finish` resolves
 * with the second answer's status (0 for none).
 */
async function requestInProgress(port: number, path: string) {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  // A reset as the node closes ends the connection like a close; the status read tells the rest.
  socket.on('error', () => undefined);
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const host = `Host: 127.0.0.1:${port}\r\n`;
  socket.write(`GET /healthz HTTP/1.1\r\n${host}\r\nGET ${path} HTTP/1.1\r\n${host}`);
  await expect.poll(() => answer, { timeout: 10_000, interval: 10 }).toContain('{"status":"ok"}');
  return {
    async finish(): Promise<number> {
      const from = answer.length;
      socket.write('\r\n');
      await ended;
      return Number(/^HTTP\/1\.1 (\d{3})/.exec(answer.slice(from))?.[1] ?? 0);
    },
  };
}

/** A node to drain: its address, and how its shutdown begins and ends. */
interface Node {
  url: string;
  /** Begins the drain; resolves once the node is closed (a server process: with its exit code). */
  stop(): Promise<unknown>;
}

const drainedNodes: Array<[string, () => Promise<Node>]> = [
  // server.ts answers SIGTERM with app.close(), which `close()` calls here after its ledger check.
  [
    'app.close()',
    async () => {
      const t = await buildTestApp({ seed: false });
      const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
      return { url, stop: () => t.close() };
    },
  ],
  // The real signal to the real process (server.ts), whose exit status says the drain ended well.
  [
    'SIGTERM to a server process',
    async () => {
      const server = await startServerProcess({ DATA_DIR: 'memory://' });
      return { url: server.url, stop: async () => expect(await server.kill('SIGTERM'), server.output()).toBe(0) };
    },
  ],
];

describe('the probes while the node drains for a shutdown', () => {
  it.each(drainedNodes)(
    'through %s: /readyz answers 503 and /healthz 200 on connections still open; the node takes no new connection',
    { timeout: 90_000 },
    async (_way, start) => {
      const node = await start();
      let stopping: Promise<unknown> | undefined;
      try {
        const port = Number(new URL(node.url).port);
        expect((await fetch(`${node.url}/readyz`)).status).toBe(200);
        const readiness = await requestInProgress(port, '/readyz');
        const liveness = await requestInProgress(port, '/healthz');
        const call = await requestInProgress(port, '/api/no-such-call');
        stopping = node.stop();
        // The drain has begun once the node stops listening (graceful-close.ts); it lasts while these
        // requests are still in progress, up to its 3 s bound.
        const newConnection = () =>
          fetch(`${node.url}/healthz`).then(
            () => 'accepted',
            () => 'refused',
          );
        await expect.poll(newConnection, { timeout: 2_000, interval: 20 }).toBe('refused');
        const [ready, live, other] = await Promise.all([readiness.finish(), liveness.finish(), call.finish()]);
        // Not ready: nginx and orchestrators send the work elsewhere; every other request is shed too.
        expect(ready).toBe(503);
        expect(other).toBe(503);
        // Still alive: the process runs, and nothing should restart it while it drains.
        expect(live).toBe(200);
      } finally {
        await (stopping ?? node.stop());
      }
    },
  );
});
