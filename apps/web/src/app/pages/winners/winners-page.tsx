// /winners (SPEC.md section 2): photos winners shared and the recently ended auctions with their
// winners and final prices, with a "Load more" pager. The answer's layout (WinnersLayout) is also
// the page's loading state. Rendered on the server, the page opens on its answer (its route's
// loader fetches it); after a navigation in the browser it shows the loading state until then.
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { ProductGrid, ProductGridSkeleton } from '../../../features/catalogue/components/product-grid';
import { RecordLink } from '../../../features/fair-play/components/record-link';
import { useRecentWinnings } from '../../../features/winners/api/get-recent-winnings';
import { WinnerPhotos } from '../../../features/winners/components/winner-photos';
import { WinnerPhotosSkeleton } from '../../../features/winners/components/winner-photos-skeleton';
import { useDeferredAnswer } from '../../../lib/use-deferred-answer';
import { PageShell } from '../../layout/page-shell';
import { LoadMoreControls } from '../../../components/load-more-button';
import { RetryAlert } from '../../../components/retry-alert';
import { Text } from '../../../ui/text';
import styles from './winners-page.module.css';

/** Loading cards while the answer comes. */
export const LOADING_CARDS = 10;
/**
 * The first cards load their picture at once rather than when they near the screen: a wide
 * screen's first row, in sight as the page opens.
 */
const EAGER_CARDS = 5;
/** The first photos load at once too: a phone's view of the strip and more. */
export const EAGER_PHOTOS = 4;

export default function WinnersPage() {
  const { t } = useTranslation();
  const query = useRecentWinnings();
  const answer = useDeferredAnswer(query.data);
  const pages = answer.data?.pages;
  const products = useMemo(() => {
    const seen = new Set<number>();
    return (pages?.flatMap((page) => page.products) ?? []).filter((p) => !seen.has(p.id) && seen.add(p.id));
  }, [pages]);
  const photos = useMemo(() => [...new Set(pages?.flatMap((page) => page.winnerImages ?? []) ?? [])], [pages]);

  // The same element while the page waits: the answer's arrival renders the page at once (React
  // renders a query's change in one task) and React skips a subtree it is handed again (issue 15).
  const waiting = useMemo(
    () => (
      <WinnersLayout photos={<WinnerPhotosSkeleton />} list={<ProductGridSkeleton count={LOADING_CARDS} label={t('winners.loading')} />} />
    ),
    [t],
  );

  let content;
  const pending = query.isPending || answer.waiting;
  if (pending) {
    content = waiting;
  } else if (query.isError && !pages) {
    content = (
      <RetryAlert retryLabel={t('winners.retry')} onRetry={() => void query.refetch()}>
        {t('winners.error')}
      </RetryAlert>
    );
  } else if (products.length === 0 && photos.length === 0) {
    content = <Text color="text.secondary">{t('winners.empty')}</Text>;
  } else {
    content = (
      <WinnersLayout
        photos={<WinnerPhotos images={photos} eagerCount={EAGER_PHOTOS} />}
        list={
          products.length > 0 && (
            <>
              <ProductGrid
                products={products}
                eagerCount={EAGER_CARDS}
                label={t('winners.recentTitle')}
                cardFooter={(product) => <RecordLink auctionID={product.id} title={product.title} size="small" fullWidth />}
              />
              <div className={styles.pager}>
                <LoadMoreControls text="winners" query={query} stale={answer.stale} />
              </div>
            </>
          )
        }
      />
    );
  }

  return (
    <PageShell title={t('pages.winners')} intro={t('info.winnersIntro')} maxWidth="xl">
      {content}
    </PageShell>
  );
}

/** The page's answer laid out: the winners' photos (nothing without any), then the recently won auctions under their heading. */
export function WinnersLayout({ photos, list }: { photos: ReactNode; list: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.layout}>
      {photos}
      {list && (
        <section aria-labelledby="winners-list-title">
          <Text id="winners-list-title" variant="h5" component="h2" className={styles.listTitle}>
            {t('winners.recentTitle')}
          </Text>
          {list}
        </section>
      )}
    </div>
  );
}
