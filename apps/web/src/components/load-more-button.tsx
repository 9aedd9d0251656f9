// The "Load more" button under an infinite list (React Query's useInfiniteQuery), shared by the
// home page and the search results.
import { createStaticClasses } from '../lib/static-classes';
import { PlainButton } from './plain-button';

const useClasses = createStaticClasses('load-more', () => ({ button: { '&&': { minWidth: 240 } } }));

export interface LoadMoreButtonProps {
  loading: boolean;
  onLoadMore: () => void;
  label: string;
  loadingLabel: string;
}

export function LoadMoreButton({ loading, onLoadMore, label, loadingLabel }: LoadMoreButtonProps) {
  const css = useClasses();
  return (
    <PlainButton variant="outlined" size="large" onClick={onLoadMore} loading={loading} className={css.button}>
      {loading ? loadingLabel : label}
    </PlainButton>
  );
}
