// The search page's results: loading skeleton, error with retry, empty state, the found
// auctions with a "Load more" pager, and the "Did you mean" suggestions when few are found.
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ShortProduct } from '@blitz/contract';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { ProductGrid, ProductGridSkeleton } from '../../../features/catalogue/components/product-grid';
import type { useSearchAuctions } from '../../../features/search/api/search-auctions';
import { LoadMoreButton } from '../../../components/load-more-button';
import { visuallyHiddenSx } from '../../../components/visually-hidden';
import { pagerState } from '../../../lib/use-deferred-answer';

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
  const pager = pagerState(query, stale);
  // The same element while the list waits, which React skips when the answer's arrival renders
  // the page at once (issue 15).
  const loading = useMemo(() => <ProductGridSkeleton count={8} label={t('search.loading')} />, [t]);
  if (query.isPending || waiting) return loading;
  if (query.isError && !query.data) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('search.retry')}
          </Button>
        }
      >
        {t('search.error')}
      </Alert>
    );
  }

  const showSuggestions = found.length < SUGGEST_BELOW && suggested.length > 0;
  return (
    <Stack spacing={5}>
      {found.length === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center', borderRadius: 4 }}>
          <SearchOffRounded sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
          <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
            {t('search.emptyTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t('search.emptyBody')}
          </Typography>
          {onClearFilters && (
            <Button variant="contained" onClick={onClearFilters} sx={{ mt: 2.5 }}>
              {t('search.clearFilters')}
            </Button>
          )}
        </Paper>
      ) : (
        <Box component="section" aria-labelledby="search-results-title">
          {/* The cards' titles are level-3 headings: the found ones get their level-2 heading too. */}
          <Typography id="search-results-title" component="h2" sx={visuallyHiddenSx}>
            {t('search.resultsLabel')}
          </Typography>
          <ProductGrid products={found} eagerCount={8} label={t('search.resultsLabel')} />
          <Stack spacing={2} sx={{ alignItems: 'center', mt: 4 }}>
            {query.isFetchNextPageError && <Alert severity="error">{t('search.loadMoreFailed')}</Alert>}
            {pager.more && (
              <LoadMoreButton
                loading={pager.loading}
                onLoadMore={() => void query.fetchNextPage()}
                label={t('search.loadMore')}
                loadingLabel={t('search.loadingMore')}
              />
            )}
          </Stack>
        </Box>
      )}
      {showSuggestions && (
        <Box component="section" aria-labelledby="search-suggestions">
          <Typography id="search-suggestions" variant="h5" component="h2" sx={{ mb: 2 }}>
            {t('search.didYouMean')}
          </Typography>
          <ProductGrid products={suggested} label={t('search.didYouMean')} />
        </Box>
      )}
    </Stack>
  );
}
