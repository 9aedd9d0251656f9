// The orders section: the shop's order-history filters (status, courier, tracking, days left to
// pay, paid, sort) plus the buyer, a page of orders, and the CSV export of everything matching.
import { formatMoney, ORDER_STATUSES, SORT_VALUES, type SortValue, type StaffBody, type StaffOrder } from '@blitz/contract';
import { Button, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ListPage } from '../../components/list-page';
import { ListRows } from '../../components/list-rows';
import type { ListColumn } from '../../components/rows-table';
import { menuOptions } from '../../components/menu-options';
import { SelectFilter } from '../../components/select-filter';
import { textOrNull, useListFilters } from '../../lib/use-list-filters';
import { downloadOrdersCsv, useOrders } from './api/order-calls';

const PAGE_SIZE = 25;
const SORT_LABELS: Record<SortValue, string> = {
  rel: 'To do first',
  new: 'Newest',
  prAsc: 'Total, low to high',
  prDesc: 'Total, high to low',
  rat: 'Newest (rating)',
};
const PAID_LABELS = { yes: 'Paid', no: 'Not paid' };

const COLUMNS: ListColumn<StaffOrder>[] = [
  {
    header: 'Order',
    cell: (o) => (
      <>
        <RouterLink to={`/orders/${o.id}`}>#{o.id}</RouterLink>
        <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
          {new Date(o.createdAt).toLocaleDateString('en-ZA')}
        </Typography>
      </>
    ),
  },
  { header: 'Buyer', sx: { overflowWrap: 'anywhere' }, cell: (o) => o.nickname },
  { header: 'Items', from: 'md', cell: (o) => o.items.map((i) => i.title).join(', ') },
  { header: 'Total', align: 'right', cell: (o) => formatMoney(o.total) },
  { header: 'Status', cell: (o) => o.status },
  { header: 'Courier / tracking', from: 'lg', cell: (o) => (o.courier ? `${o.courier} / ${o.trackingNumber ?? ''}` : '') },
];

/** The orders the filters find, as the list and the export take them. */
function orderFilter(filters: {
  status: string;
  buyer: string;
  courier: string;
  tracking: string;
  paid: string;
  daysLeft: string;
  sort: SortValue;
}): StaffBody<'/orders/export'> {
  return {
    status: filters.status ? [filters.status] : null,
    buyer: textOrNull(filters.buyer),
    courier: textOrNull(filters.courier),
    tracking: textOrNull(filters.tracking),
    paid: filters.paid === '' ? null : filters.paid === 'yes',
    daysLeft: /^\d+$/.test(filters.daysLeft.trim()) ? Number(filters.daysLeft.trim()) : null,
    sort: filters.sort,
  };
}

export function OrdersPage() {
  const list = useListFilters(
    { status: '', buyer: '', courier: '', tracking: '', paid: '', daysLeft: '', sort: 'rel' as SortValue },
    PAGE_SIZE,
  );
  const [exportError, setExportError] = useState<unknown>(null);
  const filter = orderFilter(list.filters);
  const orders = useOrders({ ...filter, ...list.pageFields });
  const exportCsv = () => {
    setExportError(null);
    downloadOrdersCsv(filter).catch(setExportError);
  };
  return (
    <ListPage
      title="Orders"
      actions={
        <Button variant="outlined" onClick={exportCsv}>
          Export CSV
        </Button>
      }
      filters={
        <>
          <SelectFilter label="Status" options={menuOptions(ORDER_STATUSES.filter((s) => s !== 'Cart'))} {...list.field('status')} />
          <TextField label="Buyer (email or nickname)" {...list.field('buyer')} />
          <TextField label="Courier" {...list.field('courier')} />
          <TextField label="Tracking number" {...list.field('tracking')} />
          <SelectFilter label="Paid" options={menuOptions(['yes', 'no'] as const, (paid) => PAID_LABELS[paid])} {...list.field('paid')} />
          <TextField label="Days left to pay" {...list.field('daysLeft')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
          <TextField select label="Sort" {...list.field('sort')}>
            {menuOptions(SORT_VALUES, (value) => SORT_LABELS[value])}
          </TextField>
        </>
      }
    >
      <ListRows label="Orders" hover columns={COLUMNS} answer={orders} error={exportError} paging={list.paging} empty="No order matches." />
    </ListPage>
  );
}
