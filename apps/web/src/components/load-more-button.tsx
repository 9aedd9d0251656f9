// The "Load more" button under an infinite list (React Query's useInfiniteQuery), shared by the
// home page and the search results.
import Button from '@mui/material/Button';

export interface LoadMoreButtonProps {
  loading: boolean;
  onLoadMore: () => void;
  label: string;
  loadingLabel: string;
}

export function LoadMoreButton({ loading, onLoadMore, label, loadingLabel }: LoadMoreButtonProps) {
  return (
    <Button variant="outlined" size="large" onClick={onLoadMore} loading={loading} loadingPosition="start" sx={{ minWidth: 240 }}>
      {loading ? loadingLabel : label}
    </Button>
  );
}
