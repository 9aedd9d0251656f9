// Everything the rewards put on top of every page: the daily check-in modal (a chunk of its own,
// fetched when it first shows) and the reward popup (also a chunk of its own, fetched with the
// first reward, or with the one the form's sign-in was granted before its reload).
import { Suspense, useEffect } from 'react';
import { useOpenedOnce } from '../../../components/opened-once';
import { lazyWithReload } from '../../../lib/chunk-reload';
import { useLiveSelector } from '../../../lib/realtime/live-hooks';
import { useRealtime } from '../../../lib/realtime/realtime-context';
import { takeRewardKeptOverReload } from '../../../lib/rewards/reward-after-reload';
import { useSession } from '../../../lib/session';
import type { LiveState } from '../../../lib/realtime/live-state';
import { useDailyCheckIn } from '../hooks/use-daily-check-in';

const CheckInModal = lazyWithReload(() => import('./check-in-modal').then((m) => ({ default: m.CheckInModal })));
const RewardPopup = lazyWithReload(() => import('./reward-popup').then((m) => ({ default: m.RewardPopup })));

const selectHasReward = (state: LiveState) => state.latestReward !== null;

export function RewardOverlays() {
  const { shown, close } = useDailyCheckIn();
  const loaded = useOpenedOnce(shown !== null);
  const hasReward = useLiveSelector(selectHasReward);
  const { store } = useRealtime();
  const { signedIn } = useSession();
  // The reward the form's sign-in was granted just before its reload (sign-in-steps.ts).
  useEffect(() => {
    if (!signedIn) return;
    const reward = takeRewardKeptOverReload();
    if (reward) store.apply({ event: 'new-reward', status: 'success', data: { reward } });
  }, [signedIn, store]);
  return (
    <>
      {loaded && (
        <Suspense fallback={null}>
          <CheckInModal shown={shown} onClose={close} />
        </Suspense>
      )}
      {hasReward && (
        <Suspense fallback={null}>
          <RewardPopup />
        </Suspense>
      )}
    </>
  );
}
