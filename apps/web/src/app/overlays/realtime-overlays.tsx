// What the realtime channel shows on top of every page: the socket's alerts of SPEC.md section 4
// (Network Timeout with Reload; Failed to authenticate with Logout; Time not synced, which logs
// out and goes to /help/time; the connection given up), the new-bid popup and the winning moment
// leading to the cart. Each is a chunk of its own, fetched when it first has something to show,
// so none of them weighs on the first paint.
import LogOut from 'lucide-react/icons/log-out';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { CLOCK_TOLERANCE_SECONDS } from '@blitz/contract';
import { Suspense, useEffect } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useNavigate } from 'react-router';
import { useDialogs } from '../../components/dialogs/dialog-context';
import { useOpenedOnce } from '../../components/opened-once';
import { useAuction } from '../../features/item/api/get-auction';
import { lazyWithReload } from '../../lib/chunk-reload';
import { useLiveSelector } from '../../lib/realtime/live-hooks';
import type { LiveState } from '../../lib/realtime/live-state';
import { useRealtime } from '../../lib/realtime/realtime-context';
import { useSession } from '../../lib/session';

const ActionDialog = lazyWithReload(() => import('../../components/dialogs/action-dialog').then((m) => ({ default: m.ActionDialog })));
const NewBidPopup = lazyWithReload(() =>
  import('../../features/auction/components/new-bid-popup').then((m) => ({ default: m.NewBidPopup })),
);
const WonAuctionDialog = lazyWithReload(() =>
  import('../../features/auction/components/won-auction-dialog').then((m) => ({ default: m.WonAuctionDialog })),
);

const selectAlert = (state: LiveState) => state.alert;
const selectWon = (state: LiveState) => state.wonAuctions[0] ?? null;
const selectHasBid = (state: LiveState) => state.latestBid !== null;

export const CART_PATH = '/dashboard?page=payment';

function WonAuction({ auctionID }: { auctionID: number }) {
  const { store } = useRealtime();
  const navigate = useNavigate();
  const { data } = useAuction(auctionID);
  const dismiss = () => store.dismissWon(auctionID);
  return (
    <WonAuctionDialog
      open
      auctionID={auctionID}
      title={data?.title}
      onClose={dismiss}
      onGoToCart={() => {
        dismiss();
        void navigate(CART_PATH);
      }}
    />
  );
}

export function RealtimeOverlays({ popups = true }: { popups?: boolean }) {
  const { t } = useTranslation();
  const { store } = useRealtime();
  const session = useSession();
  const { showError } = useDialogs();
  const navigate = useNavigate();
  const alert = useLiveSelector(selectAlert);
  const won = useLiveSelector(selectWon);
  const hasBid = useLiveSelector(selectHasBid);
  const alertsLoaded = useOpenedOnce(alert === 'ack-timeout' || alert === 'auth-failed');

  useEffect(() => {
    if (alert === 'time-not-synced') {
      store.clearAlert();
      session.endSession();
      showError({ title: t('live.timeNotSynced'), message: t('live.timeNotSyncedHint', { seconds: CLOCK_TOLERANCE_SECONDS }) });
      void navigate('/help/time');
    } else if (alert === 'auth-failed') {
      // SPEC.md section 4: the user is logged out with the dialog, not only by its Logout button,
      // so a reload does not keep the refused session.
      session.endSession();
    } else if (alert === 'gave-up') {
      store.clearAlert();
      showError({ title: t('live.networkError'), message: t('live.connectionLost') });
    }
  }, [alert, store, session, showError, navigate, t]);

  return (
    <>
      {alertsLoaded && (
        <Suspense fallback={null}>
          <ActionDialog
            open={alert === 'ack-timeout'}
            title={t('live.networkTimeout')}
            message={t('live.networkTimeoutHint')}
            actionLabel={t('live.reload')}
            actionIcon={<RefreshCw aria-hidden />}
            onAction={() => window.location.reload()}
          />
          <ActionDialog
            open={alert === 'auth-failed'}
            title={t('live.failedToAuthenticate')}
            message={t('live.pleaseLoginAgain')}
            actionLabel={t('live.logout')}
            actionIcon={<LogOut aria-hidden />}
            onAction={() => {
              store.clearAlert();
              session.logout();
            }}
          />
        </Suspense>
      )}
      {popups && hasBid && (
        <Suspense fallback={null}>
          <NewBidPopup />
        </Suspense>
      )}
      {popups && won !== null && session.signedIn && (
        <Suspense fallback={null}>
          <WonAuction key={won} auctionID={won} />
        </Suspense>
      )}
    </>
  );
}
