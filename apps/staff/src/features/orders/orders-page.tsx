// The orders section: the shop's order-history filters (status, courier, tracking, days left to
// pay, paid, sort) plus the buyer, a page of orders, and the CSV export of everything matching.
import { formatMoney, ORDER_STATUSES, SORT_VALUES, type StaffBody } from '@blitz/contract';
import { Button, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ListView } from '../../components/list-view';
import { usePageTitle } from '../../lib/page-title';
import { downloadOrdersCsv, useOrders } from './api/order-calls';

const PAGE_SIZE = 25;
const SORT_LABELS: Record<(typeof SORT_VALUES)[number], string> = {
  rel: 'To do first',
  new: 'Newest',
  prAsc: 'Total, low to high',
  prDesc: 'Total, high to low',
  rat: 'Newest (rating)',
};

export function OrdersPage() {
  usePageTitle('Orders');
  const [status, setStatus] = useState('');
  const [buyer, setBuyer] = useState('');
  const [courier, setCourier] = useState('');
  const [tracking, setTracking] = useState('');
  const [paid, setPaid] = useState('');
  const [daysLeft, setDaysLeft] = useState('');
  const [sort, setSort] = useState<(typeof SORT_VALUES)[number]>('rel');
  const [page, setPage] = useState(1);
  const [exportError, setExportError] = useState<unknown>(null);
  const filter: StaffBody<'/orders/export'> = {
    status: status ? [status] : null,
    buyer: buyer.trim() || null,
    courier: courier.trim() || null,
    tracking: tracking.trim() || null,
    paid: paid === '' ? null : paid === 'yes',
    daysLeft: /^\d+$/.test(daysLeft) ? Number(daysLeft) : null,
    sort,
  };
  const orders = useOrders({ ...filter, pageNumber: page, pageSize: PAGE_SIZE });
  const set = (setter: (value: string) => void) => (event: { target: { value: string } }) => {
    setter(event.target.value);
    setPage(1);
  };
  const exportCsv = () => {
    setExportError(null);
    downloadOrdersCsv(filter).catch(setExportError);
  };
  return (
    <>
      <Stack direction="row" sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          Orders
        </Typography>
        <Button variant="outlined" onClick={exportCsv}>
          Export CSV
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
        <TextField select label="Status" value={status} onChange={set(setStatus)} sx={{ minWidth: 180 }}>
          <MenuItem value="">Any</MenuItem>
          {ORDER_STATUSES.filter((s) => s !== 'Cart').map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </TextField>
        <TextField label="Buyer (email or nickname)" value={buyer} onChange={set(setBuyer)} />
        <TextField label="Courier" value={courier} onChange={set(setCourier)} />
        <TextField label="Tracking number" value={tracking} onChange={set(setTracking)} />
        <TextField select label="Paid" value={paid} onChange={set(setPaid)} sx={{ minWidth: 110 }}>
          <MenuItem value="">Any</MenuItem>
          <MenuItem value="yes">Paid</MenuItem>
          <MenuItem value="no">Not paid</MenuItem>
        </TextField>
        <TextField
          label="Days left to pay"
          value={daysLeft}
          onChange={set(setDaysLeft)}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ maxWidth: { md: 150 } }}
        />
        <TextField select label="Sort" value={sort} onChange={(e) => setSort(e.target.value as typeof sort)} sx={{ minWidth: 170 }}>
          {SORT_VALUES.map((s) => (
            <MenuItem key={s} value={s}>
              {SORT_LABELS[s]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <ListView
        error={orders.error ?? exportError}
        pending={orders.isPending}
        count={orders.data?.orders.length}
        empty="No order matches."
        total={orders.data?.total ?? 0}
        pageSize={PAGE_SIZE}
        page={page}
        onPage={setPage}
      >
        <Table size="small" aria-label="Orders">
          <TableHead>
            <TableRow>
              <TableCell>Order</TableCell>
              <TableCell>Buyer</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Items</TableCell>
              <TableCell align="right">Total</TableCell>
              <TableCell>Status</TableCell>
              <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>Courier / tracking</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(orders.data?.orders ?? []).map((o) => (
              <TableRow key={o.id} hover>
                <TableCell>
                  <RouterLink to={`/orders/${o.id}`}>#{o.id}</RouterLink>
                  <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                    {new Date(o.createdAt).toLocaleDateString('en-ZA')}
                  </Typography>
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{o.nickname}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{o.items.map((i) => i.title).join(', ')}</TableCell>
                <TableCell align="right">{formatMoney(o.total)}</TableCell>
                <TableCell>{o.status}</TableCell>
                <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>
                  {o.courier ? `${o.courier} / ${o.trackingNumber ?? ''}` : ''}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ListView>
    </>
  );
}
