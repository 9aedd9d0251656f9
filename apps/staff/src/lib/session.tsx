// The signed-in staff member: read once from the stored token (/auth/me), set by sign-in and
// setup, cleared by sign-out or when the server says the token is no longer good (401).
import type { StaffMember, StaffSession } from '@blitz/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { callStaff, StaffApiError } from './staff-api';
import { readStaffToken, storeStaffToken } from './token-store';

interface SessionValue {
  staff: StaffMember | null;
  loading: boolean;
  signedIn(session: StaffSession): void;
  signOut(): void;
}

const SessionContext = createContext<SessionValue | null>(null);
const ME_KEY = ['staff', 'me'] as const;
/** Everything cached for another staff member goes; the session query itself stays observed. */
const isNotMe = (query: { queryKey: readonly unknown[] }) => query.queryKey[1] !== ME_KEY[1];

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const me = useQuery({
    queryKey: ME_KEY,
    queryFn: async () => {
      if (!readStaffToken()) return null;
      try {
        return await callStaff('/auth/me', {});
      } catch (error) {
        if (error instanceof StaffApiError && (error.status === 401 || error.status === 403)) {
          storeStaffToken(null);
          return null;
        }
        throw error;
      }
    },
    staleTime: Infinity,
    retry: false,
  });
  const signedIn = useCallback(
    (session: StaffSession) => {
      storeStaffToken(session.staffToken);
      queryClient.removeQueries({ predicate: isNotMe });
      queryClient.setQueryData(ME_KEY, session.staff);
    },
    [queryClient],
  );
  const signOut = useCallback(() => {
    storeStaffToken(null);
    queryClient.removeQueries({ predicate: isNotMe });
    queryClient.setQueryData(ME_KEY, null);
  }, [queryClient]);
  const value = useMemo(
    () => ({ staff: me.data ?? null, loading: me.isPending, signedIn, signOut }),
    [me.data, me.isPending, signedIn, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs SessionProvider');
  return value;
}
