// The search page's results: loading skeleton, error with retry, empty state, the found
// auctions with a "Load more" pager, and the "Did you mean" suggestions when few are found.
import SearchX from 'lucide-react/icons/search-x';
import type { ShortProduct } from '@blitz/contract';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { ProductGrid, ProductGridSkeleton } from '../../../features/catalogue/components/product-grid';
import type { useSearchAuctions } from '../../../features/search/api/search-auctions';
import { LoadMoreControls } from '../../../components/load-more-button';
import { RetryAlert } from '../../../components/retry-alert';
import { Button } from '../../../ui/button';
import { VisuallyHidden } from '../../../ui/misc';
import { Stack } from '../../../ui/stack';
import { Surface } from '../../../ui/surface';
import { Text } from '../../../ui/text';
import styles from './search-results.module.css';

/** Fewer found auctions than this bring the suggestions in. */
export const SUGGEST_BELOW = 4;

export interface SearchResultsProps {
  query: ReturnType<typeof useSearchAuctions>;
  /** The first answer is in but not rendered yet (lib/use-deferred-answer.ts): still loading. */
  waiting?: boolean;
  /** A next page is in but not rendered yet: the pager still loading. */
  stale?: boolean;
  found: ShortProduct[];
  suggested: ShortProduct[];
  onClearFilters?: () => void;
}

export function SearchResults({ query, waiting = false, stale = false, found, suggested, onClearFilters }: SearchResultsProps) {
  const { t } = useTranslation();
  // The same element while the list waits, which React skips when the answer's arrival renders
  // the page at once (issue 15).
  const loading = useMemo(() => <ProductGridSkeleton count={8} label={t('search.loading')} />, [t]);
  if (query.isPending || waiting) return loading;
  if (query.isError && !query.data) {
    return (
      <RetryAlert retryLabel={t('search.retry')} onRetry={() => void query.refetch()} retrying={query.isFetching}>
        {t('search.error')}
      </RetryAlert>
    );
  }

  const showSuggestions = found.length < SUGGEST_BELOW && suggested.length > 0;
  return (
    <Stack spacing={5}>
      {found.length === 0 ? (
        <Surface className={styles.empty}>
          <SearchX aria-hidden className={styles.emptyIcon} />
          <Text variant="h6" component="h2" className={styles.emptyTitle}>
            {t('search.emptyTitle')}
          </Text>
          <Text color="text.secondary" className={styles.emptyBody}>
            {t('search.emptyBody')}
          </Text>
          {onClearFilters && (
            <Button variant="contained" onClick={onClearFilters} className={styles.clear}>
              {t('search.clearFilters')}
            </Button>
          )}
        </Surface>
      ) : (
        <section aria-labelledby="search-results-title">
          {/* The cards' titles are level-3 headings: the found ones get their level-2 heading too. */}
          <VisuallyHidden component="h2" id="search-results-title">
            {t('search.resultsLabel')}
          </VisuallyHidden>
          <ProductGrid products={found} eagerCount={8} label={t('search.resultsLabel')} />
          <Stack spacing={2} align="center" className={styles.more}>
            <LoadMoreControls text="search" query={query} stale={stale} />
          </Stack>
        </section>
      )}
      {showSuggestions && (
        <section aria-labelledby="search-suggestions">
          <Text id="search-suggestions" variant="h5" component="h2" className={styles.suggestionsTitle}>
            {t('search.didYouMean')}
          </Text>
          <ProductGrid products={suggested} label={t('search.didYouMean')} />
        </section>
      )}
    </Stack>
  );
}
