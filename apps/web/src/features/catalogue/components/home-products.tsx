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
import { PlainText } from '../../../components/plain-text';
import { pagerState, useDeferredAnswer } from '../../../lib/use-deferred-answer';
import { createStaticClasses } from '../../../lib/static-classes';

/** Cards of the first two rows on wide screens load their images at once. */
const EAGER_CARDS = 10;
const SKELETON_CARDS = 10;

// The list's layout, as MUI's Container, Stack and Typography drew it from their props and `sx` (issue 15).
const useClasses = createStaticClasses('home-products', (theme) => ({
  container: {
    '&&': {
      paddingTop: theme.spacing(4),
      paddingBottom: theme.spacing(4),
      [theme.breakpoints.up('md')]: { paddingTop: theme.spacing(6), paddingBottom: theme.spacing(6) },
    },
  },
  sections: {
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(5),
    [theme.breakpoints.up('md')]: { gap: theme.spacing(7) },
  },
  // The secondary text colour that the texts' `sx` gave them.
  count: { '&&': { color: theme.palette.text.secondary, fontWeight: 600 } },
  allLoaded: { '&&': { color: theme.palette.text.secondary } },
  pager: {
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(2),
    alignItems: 'center',
    marginTop: theme.spacing(3),
    [theme.breakpoints.up('md')]: { marginTop: theme.spacing(4) },
  },
}));

function uniqueById(products: ShortProduct[]): ShortProduct[] {
  // Auctions move between pages while the list is paged; show each one once.
  const seen = new Map<number, ShortProduct>();
  for (const product of products) if (!seen.has(product.id)) seen.set(product.id, product);
  return [...seen.values()];
}

export function HomeProducts() {
  const { t } = useTranslation();
  const css = useClasses();
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
      <div className={css.sections}>
        {featured.length > 0 && (
          <section aria-labelledby={featuredId}>
            <SectionHeading id={featuredId} title={t('home.featuredTitle')} subtitle={t('home.featuredSubtitle')} />
            <ProductGrid products={featured} eagerCount={EAGER_CARDS} label={t('home.featuredTitle')} />
          </section>
        )}
        {products.length > 0 && (
          <section aria-labelledby={allId}>
            <SectionHeading
              id={allId}
              title={t('home.allTitle')}
              subtitle={t('home.allSubtitle')}
              aside={
                <PlainText variant="body2" className={css.count}>
                  {t('home.count', { shown: products.length, total: Math.max(total, products.length) })}
                </PlainText>
              }
            />
            <ProductGrid
              products={products}
              eagerCount={featured.length > 0 ? 0 : EAGER_CARDS}
              immediateCount={featured.length > 0 ? 0 : undefined}
              label={t('home.allTitle')}
            />
            <div className={css.pager}>
              {query.isFetchNextPageError && <ErrorNote>{t('home.loadMoreFailed')}</ErrorNote>}
              {pager.more ? (
                <LoadMoreButton
                  loading={pager.loading}
                  onLoadMore={() => void query.fetchNextPage()}
                  label={t('home.loadMore')}
                  loadingLabel={t('home.loadingMore')}
                />
              ) : (
                <PlainText variant="body2" className={css.allLoaded}>
                  {t('home.allLoaded')}
                </PlainText>
              )}
            </div>
          </section>
        )}
      </div>
    );
  }

  return (
    <PageContainer maxWidth="xl" className={css.container}>
      {content}
    </PageContainer>
  );
}
