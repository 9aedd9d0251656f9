// The "Load more" button under an infinite list (React Query's useInfiniteQuery), shared by the
// home page, the search results and the winners page.
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
