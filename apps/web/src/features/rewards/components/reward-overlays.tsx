// Everything the rewards put on top of every page: the daily check-in modal (a chunk of its own,
// fetched when it first shows) and the reward popup (also a chunk of its own, fetched with the
// first reward).
import { Suspense } from 'react';
import { useOpenedOnce } from '../../../components/opened-once';
import { lazyWithReload } from '../../../lib/chunk-reload';
import { useLiveSelector } from '../../../lib/realtime/live-hooks';
import type { LiveState } from '../../../lib/realtime/live-state';
import { useDailyCheckIn } from '../hooks/use-daily-check-in';

const CheckInModal = lazyWithReload(() => import('./check-in-modal').then((m) => ({ default: m.CheckInModal })));
const RewardPopup = lazyWithReload(() => import('./reward-popup').then((m) => ({ default: m.RewardPopup })));

const selectHasReward = (state: LiveState) => state.latestReward !== null;

export function RewardOverlays() {
  const { shown, close } = useDailyCheckIn();
  const loaded = useOpenedOnce(shown !== null);
  const hasReward = useLiveSelector(selectHasReward);
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
