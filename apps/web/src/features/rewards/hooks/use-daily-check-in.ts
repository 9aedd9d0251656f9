// The daily check-in of SPEC.md sections 2 and 3: on the first visit of a South African day (the
// last check-in date in local storage says whether this device already did it today), a signed-in
// user is checked in and the modal shows the day's reward and the streak, at most once a day.
// It waits for the realtime channel (up to CHANNEL_WAIT_MS) so the reward popup can arrive too.
import { useQueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS, southAfricanDate, type CheckInStatus } from '@blitz/contract';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { fetchApiData } from '../../../lib/api-client';
import { useLiveSelector } from '../../../lib/realtime/live-hooks';
import type { LiveState } from '../../../lib/realtime/live-state';
import { useSession } from '../../../lib/session';
import { readStorage, writeStorage } from '../../../lib/storage';
import { checkInToday, type CheckInAnswer } from '../api/check-in';
import { CHECK_IN_STATUS_KEY } from '../../../lib/rewards/check-in-status';

export const CHANNEL_WAIT_MS = 4000;

export interface CheckInModalState {
  answer: Extract<CheckInAnswer, { kind: 'granted' | 'already' | 'failed' }>;
  status: CheckInStatus | null;
}

const selectAuthenticated = (state: LiveState) => state.authenticated;

// The modal's state and the day already handled live outside the component, so a remount of the
// layout (a lazy page loading) neither loses an open modal nor checks in twice.
let shownNow: CheckInModalState | null = null;
let startedFor: string | null = null;
const listeners = new Set<() => void>();
function setShownNow(next: CheckInModalState | null): void {
  shownNow = next;
  for (const listener of listeners) listener();
}
/** Forgets the modal and the handled day (a new session, or a test starting afresh). */
export function resetDailyCheckIn(): void {
  startedFor = null;
  setShownNow(null);
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useDailyCheckIn(): { shown: CheckInModalState | null; close: () => void } {
  const { signedIn, user } = useSession();
  const authenticated = useLiveSelector(selectAuthenticated);
  const queryClient = useQueryClient();
  const shown = useSyncExternalStore(
    subscribe,
    () => shownNow,
    () => shownNow,
  );
  const [waited, setWaited] = useState(false);

  useEffect(() => {
    if (!signedIn) return undefined;
    const timer = setTimeout(() => setWaited(true), CHANNEL_WAIT_MS);
    return () => clearTimeout(timer);
  }, [signedIn]);

  useEffect(() => {
    if (!signedIn || !user || (!authenticated && !waited)) return;
    const today = southAfricanDate(new Date());
    if (readStorage(STORAGE_KEYS.lastCheckIn) === today) return;
    const runKey = `${user.uuid}:${today}`;
    if (startedFor === runKey) return;
    startedFor = runKey;
    void (async () => {
      const answer = await checkInToday();
      if (answer.kind === 'refused') return;
      if (answer.kind === 'not-collecting') {
        writeStorage(STORAGE_KEYS.lastCheckIn, today);
        return;
      }
      if (answer.kind === 'failed') {
        setShownNow({ answer, status: null });
        return;
      }
      let status: CheckInStatus | null = null;
      try {
        status = await fetchApiData('/reward/status', {});
        queryClient.setQueryData(CHECK_IN_STATUS_KEY, status);
      } catch {
        // The modal still says the day is checked in; only the streak is missing.
      }
      void queryClient.invalidateQueries({ queryKey: ['rewards'] });
      setShownNow({ answer, status });
    })();
  }, [signedIn, user, authenticated, waited, queryClient]);

  // The day counts as done on this device once the modal was seen (a reload before that shows it again).
  const close = useCallback(() => {
    if (shownNow && shownNow.answer.kind !== 'failed') writeStorage(STORAGE_KEYS.lastCheckIn, southAfricanDate(new Date()));
    setShownNow(null);
  }, []);
  return { shown, close };
}
