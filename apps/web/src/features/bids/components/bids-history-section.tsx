// The dashboard's bids history (SPEC.md section 2, page=history): every auction the user bid
// on, filtered and sorted through the URL, ten to a page, with an empty state.
import History from 'lucide-react/icons/history';
import { hasListFilters } from '../../../lib/list-filter-url';
import { useTranslation } from '../../../lib/use-translation';
import { HistoryToolbar, PagedResults } from '../../../components/paged-history';
import { HISTORY_PAGE_SIZE, useBidsHistory } from '../api/get-bids-history';
import { useHistoryState } from '../hooks/use-history-state';
import { HistoryFilters } from './history-filters';
import { HistoryList } from './history-list';
import { Stack } from '../../../ui/stack';
import styles from './bids-history-section.module.css';

export function BidsHistorySection() {
  const { t } = useTranslation();
  const [filter, setFilter] = useHistoryState();
  const query = useBidsHistory(filter, 1);
  const usePage = (pageNumber: number) => useBidsHistory(filter, pageNumber);

  return (
    <Stack spacing={2} className={styles.section}>
      <HistoryFilters filter={filter} onApply={setFilter} />
      <HistoryToolbar
        text="bidsHistory"
        total={query.data?.totalProducts}
        sort={filter.sort}
        onSort={(sort) => setFilter({ ...filter, sort })}
      />
      <PagedResults
        key={JSON.stringify(filter)}
        text="bidsHistory"
        usePage={usePage}
        pageSize={HISTORY_PAGE_SIZE}
        total={(page) => page.totalProducts}
        items={(page) => page.previousBids}
        renderItems={(items) => <HistoryList items={items} label={t('bidsHistory.listLabel')} />}
        emptyIcon={History}
        filtered={hasListFilters(filter)}
        onClear={() => setFilter({ sort: filter.sort })}
      />
    </Stack>
  );
}
