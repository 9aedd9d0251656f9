// The signed-in state (SPEC.md sections 4 and 6): decodes the stored refresh token, checks it
// every hour (refresh when under 9000 s remain, logout when expired or when the refresh fails)
// and offers signIn/logout. Outside a provider the shop is simply anonymous. The token lives in
// the browser's storage, which the server does not see: the server renders every page signed out,
// hydration renders it so too (useSyncExternalStore's server snapshot), and the render right after
// it signs in, so a signed-in visitor's page hydrates without a mismatch.
import { SESSION_CHECK_INTERVAL_MS, STORAGE_KEYS } from '@blitz/contract';
import { createContext, useCallback, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { callApi } from './api-client';
import { checkSession, clearSessionStorage, readStoredToken, userFromToken, type SessionUser } from './session-core';
import { writeStorage } from './storage';

export type { SessionUser } from './session-core';

export interface SessionApi {
  user: SessionUser | null;
  signedIn: boolean;
  /** Stores a new refresh token; false (and nothing stored) when it does not decode. */
  signIn(refreshToken: string): boolean;
  /** Signs out on the server (without waiting), clears the session keys and goes to `/`. */
  logout(): void;
  /** Clears the session keys without leaving the page (the caller decides where to go). */
  endSession(): void;
  /** Runs the hourly check now; resolves to the user after it. */
  checkNow(): Promise<SessionUser | null>;
}

const ANONYMOUS: SessionApi = {
  user: null,
  signedIn: false,
  signIn: () => false,
  logout: () => undefined,
  endSession: () => undefined,
  checkNow: () => Promise.resolve(null),
};

const SessionContext = createContext<SessionApi>(ANONYMOUS);

export function useSession(): SessionApi {
  return useContext(SessionContext);
}

/** Who hears of a change of the stored token: this tab's session and, through storage events, the others'. */
const tokenListeners = new Set<() => void>();

function subscribeToToken(listener: () => void): () => void {
  tokenListeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    tokenListeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function tokenChanged(): void {
  for (const listener of tokenListeners) listener();
}

const noTokenOnServer = () => null;

function goHome(): void {
  window.location.assign('/');
}

export interface SessionProviderProps {
  children: ReactNode;
  /** Where logout goes; a full navigation to `/` by default so every cached user datum is gone. */
  onLoggedOut?: () => void;
  /** Clock for tests. */
  now?: () => number;
}

export function SessionProvider({ children, onLoggedOut = goHome, now = Date.now }: SessionProviderProps) {
  const token = useSyncExternalStore(subscribeToToken, readStoredToken, noTokenOnServer);
  const user = useMemo(() => userFromToken(token, now()), [token, now]);

  const endSession = useCallback(() => {
    clearSessionStorage();
    tokenChanged();
  }, []);

  /** Signed out here only: the token has expired or was refused, so there is nothing to end on the server. */
  const leave = useCallback(() => {
    endSession();
    onLoggedOut();
  }, [endSession, onLoggedOut]);

  const logout = useCallback(() => {
    const token = readStoredToken();
    // The server ends every session of the account too. Fire-and-forget: the sign-out here never
    // waits for that call nor depends on it, and keepalive lets it finish as the page goes home.
    if (token) void callApi('/auth/logout', { refreshToken: token }, { keepalive: true }).catch(() => undefined);
    leave();
  }, [leave]);

  const signIn = useCallback(
    (refreshToken: string) => {
      const next = userFromToken(refreshToken, now());
      if (!next) return false;
      writeStorage(STORAGE_KEYS.refreshToken, refreshToken);
      tokenChanged();
      return true;
    },
    [now],
  );

  const checkNow = useCallback(async (): Promise<SessionUser | null> => {
    const token = readStoredToken();
    if (!token) return null;
    const verdict = checkSession(token, now());
    if (verdict === 'keep') return userFromToken(token, now());
    if (verdict === 'refresh') {
      const result = await callApi('/auth/refresh', { refreshToken: token });
      if (result.kind === 'data' && signIn(result.data.refreshToken)) return userFromToken(result.data.refreshToken, now());
    }
    leave();
    return null;
  }, [leave, now, signIn]);

  // A stored token that no longer decodes at start is dropped without navigating.
  useEffect(() => {
    const token = readStoredToken();
    if (token && !userFromToken(token, now())) clearSessionStorage();
  }, [now]);

  const signedInId = user?.uuid;
  useEffect(() => {
    if (!signedInId) return undefined;
    void checkNow();
    const timer = window.setInterval(() => void checkNow(), SESSION_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
    // Only (re)start the timer when someone signs in or out, not on every token refresh.
  }, [signedInId, checkNow]);

  const api = useMemo<SessionApi>(
    () => ({ user, signedIn: user !== null, signIn, logout, endSession, checkNow }),
    [user, signIn, logout, endSession, checkNow],
  );
  return <SessionContext.Provider value={api}>{children}</SessionContext.Provider>;
}
