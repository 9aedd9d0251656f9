// The dashboard's order history (SPEC.md section 2, page=winnings): the user's won items and other
// orders with their status, filtered and sorted through the URL, ten to a page, with loading,
// error and empty states.
import ReceiptText from 'lucide-react/icons/receipt-text';
import { useEffect, useState } from 'react';
import { hasListFilters } from '../../../lib/list-filter-url';
import { useTranslation } from '../../../lib/use-translation';
import { HistoryToolbar, PagedResults } from '../../../components/paged-history';
import { ORDERS_PAGE_SIZE, useOrderHistory } from '../api/get-order-history';
import { useOrdersState } from '../hooks/use-orders-state';
import { OrderFilters } from './order-filters';
import { OrderList } from './order-list';
import { Stack } from '../../../ui/stack';
import styles from './order-history-section.module.css';

export function OrderHistorySection() {
  const { t } = useTranslation();
  const [filter, setFilter] = useOrdersState();
  const query = useOrderHistory(filter, 1);
  const usePage = (pageNumber: number) => useOrderHistory(filter, pageNumber);
  // The server lists the statuses of all the user's orders; an empty answer (204) brings none, so
  // the last known list stays.
  const [statusOptions, setStatusOptions] = useState<[string, string][]>([]);
  const known = query.data?.filterOptions.status;
  useEffect(() => {
    if (known && known.length > 0) setStatusOptions(known);
  }, [known]);

  return (
    <Stack spacing={2} className={styles.section}>
      <OrderFilters filter={filter} statusOptions={statusOptions} onApply={setFilter} />
      <HistoryToolbar text="orders" total={query.data?.totalItems} sort={filter.sort} onSort={(sort) => setFilter({ ...filter, sort })} />
      <PagedResults
        key={JSON.stringify(filter)}
        text="orders"
        usePage={usePage}
        pageSize={ORDERS_PAGE_SIZE}
        total={(page) => page.totalItems}
        items={(page) => page.orders}
        renderItems={(items) => <OrderList items={items} label={t('orders.listLabel')} />}
        emptyIcon={ReceiptText}
        filtered={hasListFilters(filter)}
        onClear={() => setFilter({ sort: filter.sort })}
      />
    </Stack>
  );
}
