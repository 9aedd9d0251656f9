// Socket.IO and the socket message schemas stay off the first paint: the realtime client loads
// them with this when it first connects.
export type SocketRuntime = typeof import('./socket-runtime');

let socketRuntime: Promise<SocketRuntime> | null = null;
/** Socket.IO and the schemas, loaded once; a failed load (a stale chunk, no network) is tried again next time. */
export function loadSocketRuntime(): Promise<SocketRuntime> {
  socketRuntime ??= import('./socket-runtime').catch((error: unknown) => {
    socketRuntime = null;
    throw error;
  });
  return socketRuntime;
}
