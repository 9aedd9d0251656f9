/**
 * The fan-out benchmark's baseline: a plain `ws` server that, when its control connection sends
 * a message, broadcasts it stamped with the send time to every other connection.
 * Run as its own process: tsx bench/lib/ws-broadcast-server.ts <port>
 */
import { WebSocketServer, type WebSocket } from 'ws';

const port = Number(process.argv[2]);
const server = new WebSocketServer({ port, host: '127.0.0.1' });
const watchers = new Set<WebSocket>();

server.on('connection', (socket, request) => {
  if (request.url === '/control') {
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as { event: string; data: Record<string, unknown> };
      message.data.date = new Date().toISOString();
      const text = JSON.stringify(message);
      for (const watcher of watchers) watcher.send(text);
    });
    return;
  }
  watchers.add(socket);
  socket.on('close', () => watchers.delete(socket));
});
server.on('listening', () => console.log('ready'));
