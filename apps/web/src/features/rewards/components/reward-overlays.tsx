// Everything the rewards put on top of every page: the daily check-in modal (a chunk of its own,
// fetched when it first shows) and the reward popup.
import { Suspense } from 'react';
import { useOpenedOnce } from '../../../components/opened-once';
import { lazyWithReload } from '../../../lib/chunk-reload';
import { useDailyCheckIn } from '../hooks/use-daily-check-in';
import { RewardPopup } from './reward-popup';

const CheckInModal = lazyWithReload(() => import('./check-in-modal').then((m) => ({ default: m.CheckInModal })));

export function RewardOverlays() {
  const { shown, close } = useDailyCheckIn();
  const loaded = useOpenedOnce(shown !== null);
  return (
    <>
      {loaded && (
        <Suspense fallback={null}>
          <CheckInModal shown={shown} onClose={close} />
        </Suspense>
      )}
      <RewardPopup />
    </>
  );
}
