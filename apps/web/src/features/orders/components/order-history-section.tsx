// The dashboard's order history (SPEC.md section 2, page=winnings): the user's won items and other
// orders with their status, filtered and sorted through the URL, ten to a page, with loading,
// error and empty states.
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SORT_VALUES, type SortValue } from '@blitz/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ORDERS_PAGE_SIZE, useOrderHistory } from '../api/get-order-history';
import { hasOrdersFilters, type OrdersFilter } from '../hooks/orders-url';
import { useOrdersState } from '../hooks/use-orders-state';
import { OrderFilters } from './order-filters';
import { OrderList } from './order-list';

function Empty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 4, md: 6 } }}>
      <ReceiptLongRounded sx={{ fontSize: 48, color: 'primary.main' }} aria-hidden />
      <Typography variant="h6" component="p" sx={{ mt: 1 }}>
        {filtered ? t('orders.noMatchTitle') : t('orders.emptyTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {filtered ? t('orders.noMatchBody') : t('orders.emptyBody')}
      </Typography>
      {filtered ? (
        <Button variant="contained" onClick={onClear}>
          {t('orders.clear')}
        </Button>
      ) : (
        <Button component={RouterLink} to="/" variant="contained">
          {t('orders.browse')}
        </Button>
      )}
    </Box>
  );
}

/** Page numbers belong to one filter: a new filter starts at page 1 (the key resets it). */
function OrderResults({ filter, onChange }: { filter: OrdersFilter; onChange: (next: OrdersFilter) => void }) {
  const { t } = useTranslation();
  const [pageNumber, setPageNumber] = useState(1);
  const query = useOrderHistory(filter, pageNumber);
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.totalItems / ORDERS_PAGE_SIZE)) : 1;

  if (query.isPending) return <Skeleton variant="rounded" height={240} aria-label={t('orders.loading')} />;
  if (query.isError && !data) {
    return (
      <Alert severity="error" action={<Button color="inherit" onClick={() => void query.refetch()}>{t('orders.retry')}</Button>}>
        {t('orders.error')}
      </Alert>
    );
  }
  if (!data || data.orders.length === 0) return <Empty filtered={hasOrdersFilters(filter)} onClear={() => onChange({ sort: filter.sort })} />;
  return (
    <Stack spacing={2} sx={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }} aria-busy={query.isPlaceholderData}>
      <OrderList items={data.orders} label={t('orders.listLabel')} />
      {pages > 1 && (
        <Pagination
          count={pages}
          page={Math.min(pageNumber, pages)}
          onChange={(_event, page) => setPageNumber(page)}
          color="primary"
          siblingCount={0}
          sx={{ alignSelf: 'center' }}
          getItemAriaLabel={(type, page, selected) =>
            type === 'page' ? t(selected ? 'orders.currentPage' : 'orders.goToPage', { page }) : t(`orders.pager.${type}`)
          }
        />
      )}
    </Stack>
  );
}

export function OrderHistorySection() {
  const { t } = useTranslation();
  const [filter, setFilter] = useOrdersState();
  const query = useOrderHistory(filter, 1);
  const total = query.data?.totalItems;
  // The server lists the statuses of all the user's orders; an empty answer (204) brings none, so
  // the last known list stays.
  const [statusOptions, setStatusOptions] = useState<[string, string][]>([]);
  const known = query.data?.filterOptions.status;
  useEffect(() => {
    if (known && known.length > 0) setStatusOptions(known);
  }, [known]);

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <OrderFilters filter={filter} statusOptions={statusOptions} onApply={setFilter} />
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1.5 }}>
        <Typography role="status" sx={{ flexGrow: 1, fontWeight: 600, color: 'text.secondary', minWidth: 140 }}>
          {total === undefined ? t('orders.loading') : t('orders.count', { count: total })}
        </Typography>
        <TextField
          select
          size="small"
          label={t('orders.sort')}
          value={filter.sort}
          onChange={(event) => setFilter({ ...filter, sort: event.target.value as SortValue })}
          sx={{ minWidth: 190 }}
        >
          {SORT_VALUES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`orders.sortBy.${value}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <OrderResults key={JSON.stringify(filter)} filter={filter} onChange={setFilter} />
    </Stack>
  );
}
