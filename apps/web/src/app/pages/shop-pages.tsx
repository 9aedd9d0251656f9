// Shop pages of buying: buy now (the item at its retail price, into the cart), buy packs (the
// bid packs, into the cart) and the gateway's return and cancel pages. Pages compose features.
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { useAccountDialogs } from '../../lib/account-dialogs';
import { useAuction } from '../../features/item/api/get-auction';
import { BuyNowPanel } from '../../features/payment/components/buy-now-panel';
import { BuyPacks } from '../../features/payment/components/buy-packs';
import { PaymentResult } from '../../features/payment/components/payment-result';
import { useSession } from '../../lib/session';
import { PageShell } from '../layout/page-shell';
import { NotFoundView } from './not-found-page';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { parseAuctionId } from './auction-id';
import styles from './shop-pages.module.css';

/** Opens the login dialog, or the login page where the dialogs are not mounted. */
function useSignIn(): () => void {
  const dialogs = useAccountDialogs();
  return () => (dialogs ? dialogs.openLogin() : window.location.assign('/login'));
}

function BuyNowContent({ id }: { id: number }) {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const signIn = useSignIn();
  const auction = useAuction(id);
  if (auction.isPending)
    return (
      <div role="status" aria-busy="true" aria-label={t('payment.loading')}>
        <Skeleton shape="rounded" className={styles.itemSkeleton} />
      </div>
    );
  if (auction.isError) return <Alert severity="error">{t('payment.itemFailed')}</Alert>;
  if (auction.data === null)
    return (
      <Alert
        severity="warning"
        action={
          <Button to="/" size="small" color="inherit">
            {t('nav.home')}
          </Button>
        }
      >
        {t('notFound.message')}
      </Alert>
    );
  return <BuyNowPanel product={auction.data} signedIn={signedIn} onSignIn={signIn} />;
}

export function BuyNowPage() {
  const { t } = useTranslation();
  const id = parseAuctionId(useParams().auctionItemID);
  if (id === null) return <NotFoundView />;
  return (
    <PageShell title={t('pages.buyNow')} intro={t('info.buyNowIntro', { id })} noindex>
      <BuyNowContent id={id} />
    </PageShell>
  );
}

export function BuyPacksPage() {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const signIn = useSignIn();
  return (
    <PageShell title={t('pages.buyPacks')} intro={t('info.buyPacksIntro')}>
      <BuyPacks signedIn={signedIn} onSignIn={signIn} />
    </PageShell>
  );
}

export function PaymentReturnPage({ kind }: { kind: 'return' | 'cancel' }) {
  const { t } = useTranslation();
  const reference = useSearchParams()[0].get('reference');
  return (
    <PageShell title={kind === 'return' ? t('pages.paymentReturn') : t('pages.paymentCancel')} maxWidth="md" noindex>
      <PaymentResult kind={kind} reference={reference} />
    </PageShell>
  );
}

export const PaymentDonePage = () => <PaymentReturnPage kind="return" />;
export const PaymentCancelPage = () => <PaymentReturnPage kind="cancel" />;
