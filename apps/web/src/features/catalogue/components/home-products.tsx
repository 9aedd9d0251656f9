// The home page's product list (SPEC.md section 2): the featured products and then every
// regular product, page by page from /auction/getHomePageItems with a "Load more" pager.
import type { ShortProduct } from '@blitz/contract';
import { useId, useMemo } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { HOME_PAGE_SIZE, useHomePageItems } from '../api/get-home-page-items';
import { useStoreNextMajorAuction } from '../hooks/use-next-major-auction';
import { EmptyProducts, ErrorNote, ProductsError, SectionHeading } from './home-sections';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { LoadMoreButton } from '../../../components/load-more-button';
import { PageContainer } from '../../../components/page-container';
import { pagerState, useDeferredAnswer } from '../../../lib/use-deferred-answer';
import { Text } from '../../../ui/text';
import styles from './home-products.module.css';

const SKELETON_CARDS = 10;

function uniqueById(products: ShortProduct[]): ShortProduct[] {
  // Auctions move between pages while the list is paged; show each one once.
  const seen = new Map<number, ShortProduct>();
  for (const product of products) if (!seen.has(product.id)) seen.set(product.id, product);
  return [...seen.values()];
}

export function HomeProducts() {
  const { t } = useTranslation();
  const featuredId = useId();
  const allId = useId();
  const query = useHomePageItems(HOME_PAGE_SIZE);
  const answer = useDeferredAnswer(query.data);
  const pager = pagerState(query, answer.stale);
  const pages = answer.data?.pages;

  const featured = useMemo(() => pages?.[0]?.featuredProducts ?? [], [pages]);
  const products = useMemo(() => uniqueById(pages?.flatMap((page) => page.products) ?? []), [pages]);
  const total = pages?.[pages.length - 1]?.totalsProducts ?? 0;
  const everything = useMemo(() => [...featured, ...products], [featured, products]);
  useStoreNextMajorAuction(everything);
  // The same element while the list waits: the answer's arrival renders this component at once
  // (React renders a query's change in one task), and React skips a subtree it is handed again, so
  // the ten loading cards are not rendered anew in that task (issue 15).
  const waiting = useMemo(
    () => (
      <>
        <SectionHeading id={allId} title={t('home.allTitle')} subtitle={t('home.allSubtitle')} />
        <ProductGridSkeleton count={SKELETON_CARDS} label={t('home.loading')} />
      </>
    ),
    [allId, t],
  );

  let content;
  if (query.isPending || answer.waiting) {
    content = waiting;
  } else if (query.isError && !pages) {
    content = <ProductsError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else if (featured.length === 0 && products.length === 0) {
    content = <EmptyProducts />;
  } else {
    content = (
      <div className={styles.sections}>
        {featured.length > 0 && (
          <section aria-labelledby={featuredId}>
            <SectionHeading id={featuredId} title={t('home.featuredTitle')} subtitle={t('home.featuredSubtitle')} />
            {/* The cards' pictures load as they near the screen: the banner fills a phone's first
                screen, and pictures fetched with the page's stylesheets and scripts delayed its
                first paint (bench/notes/2026-12-07-server-rendering.md). */}
            <ProductGrid products={featured} label={t('home.featuredTitle')} />
          </section>
        )}
        {products.length > 0 && (
          <section aria-labelledby={allId}>
            <SectionHeading
              id={allId}
              title={t('home.allTitle')}
              subtitle={t('home.allSubtitle')}
              aside={
                <Text variant="body2" color="text.secondary" className={styles.count}>
                  {t('home.count', { shown: products.length, total: Math.max(total, products.length) })}
                </Text>
              }
            />
            <ProductGrid products={products} immediateCount={featured.length > 0 ? 0 : undefined} label={t('home.allTitle')} />
            <div className={styles.pager}>
              {query.isFetchNextPageError && <ErrorNote>{t('home.loadMoreFailed')}</ErrorNote>}
              {pager.more ? (
                <LoadMoreButton
                  loading={pager.loading}
                  onLoadMore={() => void query.fetchNextPage()}
                  label={t('home.loadMore')}
                  loadingLabel={t('home.loadingMore')}
                />
              ) : (
                <Text variant="body2" color="text.secondary">
                  {t('home.allLoaded')}
                </Text>
              )}
            </div>
          </section>
        )}
      </div>
    );
  }

  return (
    <PageContainer maxWidth="xl" className={styles.container}>
      {content}
    </PageContainer>
  );
}
