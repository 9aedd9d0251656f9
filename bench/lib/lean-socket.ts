/**
 * A lean Socket.IO client for load generation: the Engine.IO 4 / Socket.IO 5 wire protocol over a
 * plain `ws` WebSocket, with only what the bid benchmark needs (connect to the main namespace,
 * emit with acknowledgement, answer pings). Pushed events are dropped unparsed, so that 200
 * clients on the same cores as the server cost little CPU. The protocol: `0{...}` open, `40`
 * namespace connect, `42<id>["event",data]` emit with ack id, `43<id>[answer]` ack, `2`/`3` ping.
 */
import WebSocket from 'ws';

export class LeanSocket {
  private nextId = 0;
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void; timer: NodeJS.Timeout }
  >();

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (raw: Buffer) => this.receive(raw.toString()));
    ws.on('close', () => {
      for (const waiting of this.pending.values()) {
        clearTimeout(waiting.timer);
        waiting.reject(new Error('socket closed'));
      }
      this.pending.clear();
    });
  }

  static connect(baseUrl: string, path: string): Promise<LeanSocket> {
    const url = `${baseUrl.replace(/^http/, 'ws')}${path}/?EIO=4&transport=websocket`;
    const ws = new WebSocket(url, { perMessageDeflate: false });
    return new Promise((resolve, reject) => {
      const onMessage = (raw: Buffer) => {
        const text = raw.toString();
        if (text.startsWith('0')) ws.send('40');
        else if (text.startsWith('40')) {
          ws.off('message', onMessage);
          resolve(new LeanSocket(ws));
        } else if (text.startsWith('44')) reject(new Error(`connect refused: ${text.slice(2)}`));
      };
      ws.on('message', onMessage);
      ws.once('error', reject);
    });
  }

  emitWithAck(event: string, data: unknown, timeoutMs = 30_000): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`${event} not acknowledged within ${timeoutMs} ms`));
      }, timeoutMs);
      this.pending.set(id, { resolve, reject, timer });
      this.ws.send(`42${id}${JSON.stringify([event, data])}`);
    });
  }

  close(): void {
    this.ws.close();
  }

  private receive(text: string): void {
    if (text === '2') return this.ws.send('3');
    if (!text.startsWith('43')) return; // pushes and other packets: not needed here
    const bracket = text.indexOf('[');
    const id = Number(text.slice(2, bracket));
    const waiting = this.pending.get(id);
    if (!waiting) return;
    this.pending.delete(id);
    clearTimeout(waiting.timer);
    waiting.resolve((JSON.parse(text.slice(bracket)) as unknown[])[0]);
  }
}
