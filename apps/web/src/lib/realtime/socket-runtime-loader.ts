// Socket.IO stays off the first paint: the realtime client loads it with this when it first
// connects.
export type SocketRuntime = typeof import('./socket-runtime');

let socketRuntime: Promise<SocketRuntime> | null = null;
/** Socket.IO, loaded once; a failed load (a stale chunk, no network) is tried again next time. */
export function loadSocketRuntime(): Promise<SocketRuntime> {
  socketRuntime ??= import('./socket-runtime').catch((error: unknown) => {
    socketRuntime = null;
    throw error;
  });
  return socketRuntime;
}
