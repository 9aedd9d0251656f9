// The live monitor's feed: a connection to the staff namespace of the realtime socket with the
// staff token, each pushed snapshot checked with the contract's schema. The clock offset comes
// from the snapshot's serverTime, so countdowns follow the server's clock, not this device's.
import {
  ERROR_MESSAGES,
  monitorSnapshotSchema,
  SOCKET_PATH,
  STAFF_MONITOR_EVENT,
  STAFF_SOCKET_NAMESPACE,
  type MonitorSnapshot,
} from '@blitz/contract';
import { useEffect, useState } from 'react';
import { io } from 'socket.io-client';
import { readStaffToken } from '../../../lib/token-store';

export type MonitorConnection = 'connecting' | 'live' | 'reconnecting' | 'refused';

export interface MonitorFeed {
  connection: MonitorConnection;
  /** Why the server refused the connection ('Auth failed', 'No Permission'). */
  problem: string | null;
  snapshot: MonitorSnapshot | null;
  /** Server clock minus this device's clock, in ms, as of the last snapshot. */
  offsetMs: number;
}

const REFUSALS = new Set<string>([ERROR_MESSAGES.AUTH_FAILED, ERROR_MESSAGES.NO_PERMISSION]);

export function useAuctionMonitor(): MonitorFeed {
  const [feed, setFeed] = useState<MonitorFeed>({ connection: 'connecting', problem: null, snapshot: null, offsetMs: 0 });
  useEffect(() => {
    const socket = io(STAFF_SOCKET_NAMESPACE, {
      path: SOCKET_PATH,
      transports: ['websocket', 'polling'],
      auth: { staffToken: readStaffToken() ?? '' },
    });
    socket.on('connect', () => setFeed((old) => ({ ...old, connection: 'live', problem: null })));
    socket.on('disconnect', () => setFeed((old) => ({ ...old, connection: 'reconnecting' })));
    socket.on('connect_error', (error: Error) => {
      // A refusal is final (the token or the role will not change by retrying); anything else retries.
      if (REFUSALS.has(error.message)) {
        socket.close();
        setFeed((old) => ({ ...old, connection: 'refused', problem: error.message }));
      } else {
        setFeed((old) => ({ ...old, connection: 'reconnecting' }));
      }
    });
    socket.on(STAFF_MONITOR_EVENT, (raw: unknown) => {
      const parsed = monitorSnapshotSchema.safeParse(raw);
      if (!parsed.success) return;
      const offsetMs = Date.parse(parsed.data.serverTime) - Date.now();
      setFeed({ connection: 'live', problem: null, snapshot: parsed.data, offsetMs });
    });
    return () => {
      socket.close();
    };
  }, []);
  return feed;
}
