// The realtime client in React: one client for the whole shop, started when the provider mounts
// and told who is signed in whenever the session changes. Outside a provider (leaf component
// tests, pages rendered alone) the hooks read an idle client that never connects, so every
// component works without a socket.
import { devConsole } from '../console';
import { STORAGE_KEYS } from '@blitz/contract';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { getDeviceId } from '../device-id';
import { useSession } from '../session';
import { readStorage } from '../storage';
import { RealtimeClient, type RealtimeLogger } from './realtime-client';

const RealtimeContext = createContext<RealtimeClient>(new RealtimeClient());

export function useRealtime(): RealtimeClient {
  return useContext(RealtimeContext);
}

/** Console output is silenced in production builds (SPEC.md section 9). */
const browserLogger: RealtimeLogger = { warn: devConsole.warn };

export function createBrowserRealtime(): RealtimeClient {
  return new RealtimeClient({ deviceId: getDeviceId, logger: browserLogger });
}

export interface RealtimeProviderProps {
  children: ReactNode;
  /** The client to use; by default one connecting to the page's origin. */
  client?: RealtimeClient;
  /** False keeps the client idle (tests that do not speak to a server). */
  connect?: boolean;
}

export function RealtimeProvider({ children, client, connect = true }: RealtimeProviderProps) {
  const [realtime] = useState(() => client ?? createBrowserRealtime());
  const { user } = useSession();

  // Before start, so the first connection signs in at once.
  useEffect(() => {
    realtime.setCredentials(
      user ? { nickname: user.nickname, bidToken: user.bidToken, refreshToken: readStorage(STORAGE_KEYS.refreshToken) ?? '' } : null,
    );
  }, [realtime, user]);

  useEffect(() => {
    if (!connect) return undefined;
    realtime.start();
    return () => realtime.stop();
  }, [realtime, connect]);

  return <RealtimeContext.Provider value={realtime}>{children}</RealtimeContext.Provider>;
}
