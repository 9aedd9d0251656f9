// The frame of the dashboard's paged histories (bids history and order history): the count and
// sort bar, one page of results with loading, error and empty states, and the pager. Both use the
// same text keys under their own prefix.
import { SORT_VALUES, type SortValue } from '@blitz/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';
import { Button } from '../ui/button';
import { Pagination } from '../ui/pagination';
import { Select } from '../ui/select';
import { Skeleton } from '../ui/skeleton';
import { Stack } from '../ui/stack';
import { Text } from '../ui/text';
import { EmptyState, type EmptyStateIcon } from './empty-state';
import { RetryAlert } from './retry-alert';
import styles from './paged-history.module.css';

/** The translation prefix whose keys (loading, count, sort, sortBy.*, pager.*...) the frame uses. */
export type HistoryText = 'bidsHistory' | 'orders';

function Empty({ text, icon, filtered, onClear }: { text: HistoryText; icon: EmptyStateIcon; filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={icon}
      title={filtered ? t(`${text}.noMatchTitle`) : t(`${text}.emptyTitle`)}
      body={filtered ? t(`${text}.noMatchBody`) : t(`${text}.emptyBody`)}
    >
      {filtered ? (
        <Button variant="contained" onClick={onClear}>
          {t(`${text}.clear`)}
        </Button>
      ) : (
        <Button to="/" variant="contained">
          {t(`${text}.browse`)}
        </Button>
      )}
    </EmptyState>
  );
}

interface PagedResultsProps<Page, Item> {
  text: HistoryText;
  /** The query of one page (1-based); a hook, called on every render. */
  usePage: (pageNumber: number) => UseQueryResult<Page>;
  pageSize: number;
  total: (page: Page) => number;
  items: (page: Page) => Item[];
  renderItems: (items: Item[]) => ReactNode;
  /** A Lucide icon for the empty state. */
  emptyIcon: EmptyStateIcon;
  /** Whether filters narrow the list (the empty state then offers to clear them). */
  filtered: boolean;
  onClear: () => void;
}

/** Page numbers belong to one filter: render it with a key per filter so a new filter starts at page 1. */
export function PagedResults<Page, Item>(props: PagedResultsProps<Page, Item>) {
  const { text } = props;
  const { t } = useTranslation();
  const [pageNumber, setPageNumber] = useState(1);
  const query = props.usePage(pageNumber);
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(props.total(data) / props.pageSize)) : 1;

  if (query.isPending) {
    return (
      <div role="status" aria-label={t(`${text}.loading`)}>
        <Skeleton shape="rounded" className={styles.loading} />
      </div>
    );
  }
  if (query.isError && !data) {
    return (
      <RetryAlert retryLabel={t(`${text}.retry`)} onRetry={() => void query.refetch()}>
        {t(`${text}.error`)}
      </RetryAlert>
    );
  }
  const items = data ? props.items(data) : [];
  if (items.length === 0) return <Empty text={text} icon={props.emptyIcon} filtered={props.filtered} onClear={props.onClear} />;
  return (
    <Stack spacing={2} data-stale={query.isPlaceholderData ? '' : undefined} className={styles.results} aria-busy={query.isPlaceholderData}>
      {props.renderItems(items)}
      {pages > 1 && (
        <Pagination
          count={pages}
          page={Math.min(pageNumber, pages)}
          onChange={setPageNumber}
          siblingCount={0}
          className={styles.pager}
          getItemAriaLabel={(type, page, selected) =>
            type === 'page' ? t(selected ? `${text}.currentPage` : `${text}.goToPage`, { page }) : t(`${text}.pager.${type}`)
          }
        />
      )}
    </Stack>
  );
}

/** The live count of matching entries beside the sort menu. */
export function HistoryToolbar({
  text,
  total,
  sort,
  onSort,
}: {
  text: HistoryText;
  total: number | undefined;
  sort: SortValue;
  onSort: (sort: SortValue) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1.5} align="end" wrap>
      <Text role="status" className={styles.count}>
        {total === undefined ? t(`${text}.loading`) : t(`${text}.count`, { count: total })}
      </Text>
      <Select size="small" label={t(`${text}.sort`)} value={sort} onChange={(value) => onSort(value as SortValue)} className={styles.sort}>
        {SORT_VALUES.map((value) => (
          <option key={value} value={value}>
            {t(`${text}.sortBy.${value}`)}
          </option>
        ))}
      </Select>
    </Stack>
  );
}
