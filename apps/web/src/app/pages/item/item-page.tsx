// /item/{auctionItemID} (SPEC.md section 2): gallery, buying panel, description, bid history
// and reviews of one auction. A malformed id or a 204/209 answer shows the not-found state.
// The page watches its auction first of all, so price, bids, clock, status and the user's
// BidBuddy follow the realtime channel.
import type { FullProduct } from '@blitz/contract';
import { useId, useMemo } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import { useAccountDialogs } from '../../../lib/account-dialogs';
import { useAuction } from '../../../features/item/api/get-auction';
import { BidArea } from '../../../features/item/components/bid-area';
import { BidBuddyPanel } from '../../../features/item/components/bid-buddy-panel';
import { BidHistory } from '../../../features/item/components/bid-history';
import { ItemGallery, galleryImages } from '../../../features/item/components/item-gallery';
import { RecordLink } from '../../../features/fair-play/components/record-link';
import { useWinStanding } from '../../../features/fair-play/api/get-win-standing';
import { WinLimitsView } from '../../../features/fair-play/components/win-limits-notice';
import { ItemReviews } from '../../../features/item/components/item-reviews';
import { usePlaceBid } from '../../../features/item/hooks/use-place-bid';
import { bidTypeRefusal } from '../../../lib/bid-rule';
import { useBidderStanding, useLiveAuction, useWatchAuctions } from '../../../lib/realtime/live-hooks';
import { leadingBid, liveFullProduct } from '../../../lib/realtime/live-product';
import { useSession } from '../../../lib/session';
import { PageMeta } from '../../layout/page-meta';
import { NotFoundView } from '../not-found-page';
import { useDeferredAnswer } from '../../../lib/use-deferred-answer';
import { AuctionIdPage } from '../auction-id-page';
import { RetryAlert } from '../../../components/retry-alert';
import { Container } from '../../../ui/misc';
import { Skeleton } from '../../../ui/skeleton';
import { Stack } from '../../../ui/stack';
import { Text } from '../../../ui/text';
import { ItemMeta } from './item-meta';
import { ItemSummary } from './item-summary';
import styles from './item-page.module.css';

const ItemNotFound = () => <NotFoundView messageKey="item.notFound" />;

function ItemSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" aria-label={t('item.loading')} className={styles.skeleton}>
      <Skeleton shape="rounded" className={styles.skeletonPicture} />
      <Stack spacing={2}>
        <Skeleton className={styles.skeletonTitle} />
        <Skeleton className={styles.skeletonPrice} />
        <Skeleton shape="rounded" className={styles.skeletonClock} />
        <Skeleton shape="rounded" className={styles.skeletonButton} />
      </Stack>
    </div>
  );
}

function ItemDetails({ product: loaded }: { product: FullProduct }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signedIn, user } = useSession();
  const dialogs = useAccountDialogs();
  const openLogin = () => (dialogs ? dialogs.openLogin() : void navigate('/login'));
  const live = useLiveAuction(loaded.id);
  const product = useMemo(() => liveFullProduct(loaded, live), [loaded, live]);
  // Unknown until the socket has signed in: the button stays usable and the server decides.
  const standing = useBidderStanding();
  const bid = usePlaceBid(product.id);
  const leader = leadingBid(product);
  const winner = product.winner;
  const mine = (nickname: string | undefined) => user !== null && nickname === user.nickname;
  // Whether the user has bid here: one of their bids in the list, or the server's word when loaded.
  const ownBid = (product.lastPlacedBids ?? []).some((placed) => mine(placed.bidder.nickname));
  const refusal = bidTypeRefusal(product, leader?.bidAmount ?? product.startingAmount, {
    ...standing,
    hasBid: (ownBid || product.hasBid) ?? null,
  });
  const buddyOpen = product.status === 'Open' || product.status === 'Not Started';
  // The win limits' warning, before the shopper bids; when it gives the button's reason, it is said once.
  const winStanding = useWinStanding(product.id, signedIn && buddyOpen).data ?? null;
  const winNoticeId = useId();
  return (
    <div className={styles.details}>
      <div className={styles.top}>
        <ItemGallery title={product.title} images={galleryImages(product.mainImage, product.additionalImages)} />
        <ItemSummary
          product={product}
          winner={winner}
          youWon={mine(winner?.nickname)}
          bidArea={
            <>
              {signedIn && buddyOpen && winStanding ? <WinLimitsView standing={winStanding} id={winNoticeId} /> : null}
              <BidArea
                status={product.status}
                signedIn={signedIn}
                onLoginRequired={openLogin}
                onBid={() => void bid.placeBid()}
                refusal={refusal}
                refusalShownBy={winStanding?.refusal && winStanding.refusal === refusal ? winNoticeId : undefined}
                leading={mine(leader?.bidder.nickname)}
                pending={bid.pending}
                errorKey={bid.errorKey}
              />
            </>
          }
          bidBuddy={
            signedIn && buddyOpen ? (
              <BidBuddyPanel auctionID={product.id} active={product.activeBuddy} left={product.currentBidBuddyAmount} />
            ) : null
          }
        />
      </div>
      <div className={styles.bottom}>
        <div className={styles.about}>
          <section aria-labelledby="item-description-title">
            <Text id="item-description-title" variant="h5" component="h2" className={styles.descriptionTitle}>
              {t('item.description')}
            </Text>
            <Text color="text.secondary" className={styles.description}>
              {product.description}
            </Text>
          </section>
          <ItemReviews reviews={product.reviews} />
        </div>
        <Stack spacing={1} className={styles.bids}>
          <BidHistory bids={product.lastPlacedBids ?? []} />
          <div>
            <RecordLink auctionID={product.id} title={product.title} />
          </div>
        </Stack>
      </div>
    </div>
  );
}

function ItemView({ auctionID }: { auctionID: number }) {
  const { t } = useTranslation();
  useWatchAuctions([auctionID], true);
  const query = useAuction(auctionID);
  // The auction renders in a transition, in slices: all at once it was the page's longest task on
  // a phone (issue 15). Until then the page shows as loading.
  const answer = useDeferredAnswer(query.data);
  // Never the last language's auction while this one's answer is not in (a new query key).
  const product = query.data === undefined ? undefined : answer.data;
  const pending = query.isPending || answer.waiting;

  if (!pending && product === null) return <ItemNotFound />;
  let content;
  if (pending) content = <ItemSkeleton />;
  else if (product) content = <ItemDetails product={product} />;
  else {
    content = (
      <RetryAlert retryLabel={t('item.retry')} onRetry={() => void query.refetch()} retrying={query.isFetching}>
        {t('item.error')}
      </RetryAlert>
    );
  }
  return (
    <Container maxWidth="xl" className={styles.page}>
      {product ? <ItemMeta product={product} /> : <PageMeta title={t('pages.item')} />}
      {content}
    </Container>
  );
}

export default function ItemPage() {
  return <AuctionIdPage view={ItemView} notFound={<ItemNotFound />} />;
}
