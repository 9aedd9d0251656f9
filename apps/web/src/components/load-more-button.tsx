// The "Load more" button under an infinite list (React Query's useInfiniteQuery), shared by the
// home page, the search results and the winners page; with the error of a next page that failed
// to load, as the search results and the winners page show them.
import { pagerState } from '../lib/use-deferred-answer';
import { useTranslation } from '../lib/use-translation';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import styles from './load-more-button.module.css';

export interface LoadMoreButtonProps {
  loading: boolean;
  onLoadMore: () => void;
  label: string;
  loadingLabel: string;
}

export function LoadMoreButton({ loading, onLoadMore, label, loadingLabel }: LoadMoreButtonProps) {
  return (
    <Button variant="outlined" size="large" onClick={onLoadMore} loading={loading} className={styles.button}>
      {loading ? loadingLabel : label}
    </Button>
  );
}

export interface LoadMoreControlsProps {
  /** The translation prefix of the texts (loadMore, loadingMore, loadMoreFailed). */
  text: 'search' | 'winners';
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; isFetchNextPageError: boolean; fetchNextPage: () => unknown };
  /** A next page is in but its cards are not rendered yet (pagerState). */
  stale: boolean;
}

/** A failed next page's error, and the button while there are more pages. */
export function LoadMoreControls({ text, query, stale }: LoadMoreControlsProps) {
  const { t } = useTranslation();
  const pager = pagerState(query, stale);
  return (
    <>
      {query.isFetchNextPageError && <Alert severity="error">{t(`${text}.loadMoreFailed`)}</Alert>}
      {pager.more && (
        <LoadMoreButton
          loading={pager.loading}
          onLoadMore={() => void query.fetchNextPage()}
          label={t(`${text}.loadMore`)}
          loadingLabel={t(`${text}.loadingMore`)}
        />
      )}
    </>
  );
}
