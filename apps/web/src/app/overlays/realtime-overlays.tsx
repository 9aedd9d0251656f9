// What the realtime channel shows on top of every page: the socket's alerts of SPEC.md section 4
// (Network Timeout with Reload; Failed to authenticate with Logout; Time not synced, which logs
// out and goes to /help/time; the connection given up), the new-bid popup and the winning moment
// leading to the cart.
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import { CLOCK_TOLERANCE_SECONDS } from '@blitz/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ActionDialog } from '../../components/dialogs/action-dialog';
import { useDialogs } from '../../components/dialogs/dialog-context';
import { NewBidPopup } from '../../features/auction/components/new-bid-popup';
import { WonAuctionDialog } from '../../features/auction/components/won-auction-dialog';
import { useAuction } from '../../features/item/api/get-auction';
import { useLiveSelector } from '../../lib/realtime/live-hooks';
import type { LiveState } from '../../lib/realtime/live-state';
import { useRealtime } from '../../lib/realtime/realtime-context';
import { useSession } from '../../lib/session';

const selectAlert = (state: LiveState) => state.alert;
const selectWon = (state: LiveState) => state.wonAuctions[0] ?? null;

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

  useEffect(() => {
    if (alert === 'time-not-synced') {
      store.clearAlert();
      session.endSession();
      showError({ title: t('live.timeNotSynced'), message: t('live.timeNotSyncedHint', { seconds: CLOCK_TOLERANCE_SECONDS }) });
      void navigate('/help/time');
    } else if (alert === 'gave-up') {
      store.clearAlert();
      showError({ title: t('live.networkError'), message: t('live.connectionLost') });
    }
  }, [alert, store, session, showError, navigate, t]);

  return (
    <>
      <ActionDialog
        open={alert === 'ack-timeout'}
        title={t('live.networkTimeout')}
        message={t('live.networkTimeoutHint')}
        actionLabel={t('live.reload')}
        actionIcon={<RefreshRounded />}
        onAction={() => window.location.reload()}
      />
      <ActionDialog
        open={alert === 'auth-failed'}
        title={t('live.failedToAuthenticate')}
        message={t('live.pleaseLoginAgain')}
        actionLabel={t('live.logout')}
        actionIcon={<LogoutRounded />}
        onAction={() => {
          store.clearAlert();
          session.logout();
        }}
      />
      {popups && <NewBidPopup />}
      {popups && won !== null && session.signedIn && <WonAuction key={won} auctionID={won} />}
    </>
  );
}
