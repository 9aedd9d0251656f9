// /search (SPEC.md section 2): results for the URL's search text and filters. The URL is the
// only state, so a reload or a shared link shows the same results. Department and category
// listings are this page with `dep` or `cat` set. Rendered on the server, the page opens on its
// first answer (its route's loader fetches it); after a navigation in the browser it shows loading
// cards until the answer is here.
import type { ShortProduct } from '@blitz/contract';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { lazyWithReload } from '../../../lib/chunk-reload';
import { useTranslation } from '../../../lib/use-translation';
import type { TFunction } from '../../../lib/translator';
import { useDepartments } from '../../../features/catalogue/api/get-departments';
import { DepartmentsBar } from '../../../features/catalogue/components/departments-bar';
import { useCatalogueLabels, type CatalogueLabels } from '../../../features/catalogue/hooks/use-catalogue-labels';
import { MOBILE_MEDIA_QUERY } from '../../../features/navigation/hooks/use-header-variant';
import { useSearchAuctions } from '../../../features/search/api/search-auctions';
import { FilterPanel } from '../../../features/search/components/filter-panel';
import { SearchToolbar } from '../../../features/search/components/search-toolbar';
import { clearFilters, countActiveFilters, type SearchState } from '../../../features/search/hooks/search-url';
import { useSearchState } from '../../../features/search/hooks/use-search-state';
import { useDeferredAnswer, useDeferredFirstAnswer } from '../../../lib/use-deferred-answer';
import { useHydrated } from '../../../lib/use-hydrated';
import { useMediaQuery } from '../../../lib/use-media-query';
import { cx } from '../../../ui/cx';
import { Container } from '../../../ui/misc';
import { Surface } from '../../../ui/surface';
import { Text } from '../../../ui/text';
import { PageMeta } from '../../layout/page-meta';
import { usePageLoaded } from '../../layout/use-page-loaded';
import { SearchResults } from './search-results';
import styles from './search-page.module.css';

// The phones' drawer (the kit's Drawer on Base UI) is a chunk of its own, out of the page's first
// scripts: fetched on a phone once the page has loaded (or at the first tap on Filters), then
// mounted closed, so that it opens at once and with its transition.
const loadFilterDrawer = () => import('../../../features/search/components/filter-drawer');
const FilterDrawer = lazyWithReload(() => loadFilterDrawer().then((m) => ({ default: m.FilterDrawer })));

function uniqueById(products: ShortProduct[]): ShortProduct[] {
  const seen = new Map<number, ShortProduct>();
  for (const product of products) if (!seen.has(product.id)) seen.set(product.id, product);
  return [...seen.values()];
}

function headingFor(state: SearchState, labels: CatalogueLabels, t: TFunction): string {
  const { search, categories } = state.filter;
  if (search) return t('search.resultsFor', { query: search });
  if (categories?.length === 1 && state.departmentID === undefined) return labels.category(categories[0] as number);
  if (state.departmentID !== undefined) return labels.department(state.departmentID);
  return t('search.title');
}

export default function SearchPage() {
  const { t } = useTranslation();
  const [state, setState] = useSearchState();
  // The departments' first answer as a transition: its arrival renders the page at once with the
  // departments as they were, and what names them (the filters, the heading) in slices after it,
  // where React rendered all of it in that one task (issue 15).
  const departments = useDeferredFirstAnswer(useDepartments().data).data;
  const labels = useCatalogueLabels(departments);
  const query = useSearchAuctions(state);
  const mobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  // The server does not know the screen: its page carries the filters' panel, shown by CSS on wide
  // screens only, so a phone's results do not move when hydration puts the panel in its drawer.
  const hydrated = useHydrated();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const pageLoaded = usePageLoaded();
  const [drawerReady, setDrawerReady] = useState(false);
  useEffect(() => {
    if (!mobile || !(pageLoaded || drawerOpen)) return;
    let live = true;
    // A fetch that fails here is left to the drawer's own render, which handles it as any chunk's.
    loadFilterDrawer().then(
      () => live && setDrawerReady(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [mobile, pageLoaded, drawerOpen]);

  const answer = useDeferredAnswer(query.data);
  const pages = answer.data?.pages;
  const found = useMemo(() => uniqueById(pages?.flatMap((page) => page.products.found) ?? []), [pages]);
  const suggested = useMemo(() => pages?.[0]?.products.suggested ?? [], [pages]);
  const options = pages?.[0]?.filters;
  const total = pages ? Math.max(pages[pages.length - 1]?.totalProducts ?? 0, found.length) : null;
  const active = countActiveFilters(state);

  const heading = headingFor(state, labels, t);

  const panel = (
    <FilterPanel
      state={state}
      onChange={setState}
      options={options}
      departmentIds={departments?.map((department) => department.id) ?? []}
      labels={labels}
    />
  );

  return (
    <>
      <PageMeta title={heading === t('search.title') ? t('pages.search') : heading} />
      <DepartmentsBar />
      <Container maxWidth="xl" className={styles.page}>
        <Text variant="h3" component="h1" className={styles.heading}>
          {heading}
        </Text>
        <div className={styles.layout}>
          {mobile ? (
            (drawerReady || drawerOpen) && (
              <Suspense fallback={null}>
                <FilterDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)}>
                  {panel}
                </FilterDrawer>
              </Suspense>
            )
          ) : (
            <Surface className={cx(styles.filters, !hydrated && styles.wideOnly)}>{panel}</Surface>
          )}
          <div>
            <SearchToolbar
              total={total}
              sort={state.filter.sort}
              onSortChange={(sort) => setState({ ...state, filter: { ...state.filter, sort } })}
              onOpenFilters={mobile || !hydrated ? () => setDrawerOpen(true) : undefined}
              filtersOnPhonesOnly={!hydrated}
              filtersLoading={drawerOpen && !drawerReady}
              activeFilters={active}
            />
            <SearchResults
              query={query}
              waiting={answer.waiting}
              stale={answer.stale}
              found={found}
              suggested={suggested}
              onClearFilters={active > 0 ? () => setState(clearFilters(state)) : undefined}
            />
          </div>
        </div>
      </Container>
    </>
  );
}
