// One shopper: profile and balance, the adjustments and account actions, and their ledger, bids
// and orders, each paged.
import { formatMoney, type StaffLedgerPage, type StaffOrder, type StaffUser, type StaffUserBidPage } from '@blitz/contract';
import { Box, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { FactList } from '../../components/fact-list';
import { ListRows } from '../../components/list-rows';
import { RecordPage } from '../../components/record-page';
import type { ListColumn } from '../../components/rows-table';
import { usePageTitle } from '../../lib/page-title';
import { HISTORY_PAGE_SIZE, useLedger, useUser, useUserBids, useUserOrders } from './api/user-calls';
import { AccountActions, AdjustForm } from './user-actions';

const day = (iso: string) => new Date(iso).toLocaleString('en-ZA');

function Profile({ user }: { user: StaffUser }) {
  const rows: [string, string][] = [
    ['Email', user.email],
    ['Name', [user.firstName, user.lastName].filter(Boolean).join(' ') || '—'],
    ['Mobile', user.mobileNumber ?? '—'],
    ['Location', user.location ?? '—'],
    ['Language', user.language ?? '—'],
    ['Joined', day(user.createdAt)],
    ['State', user.banned ? `banned since ${day(user.bannedAt!)}` : user.setUp ? 'active' : 'password not set'],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h5" component="p" sx={{ mb: 1 }} aria-label="Balance">
        {user.freeBlitz} free + {user.paidBlitz} paid Blitz
      </Typography>
      <FactList rows={rows} labelWidth={140} />
    </Paper>
  );
}

/** Long texts wrap anywhere rather than widen the table. */
const wrapped = <Row,>(columns: ListColumn<Row>[]) => columns.map((column) => ({ ...column, sx: { overflowWrap: 'anywhere' } }));

const LEDGER_COLUMNS = wrapped<StaffLedgerPage['rows'][number]>([
  { header: 'When', cell: (r) => day(r.createdAt) },
  { header: 'Change', cell: (r) => `${r.delta > 0 ? '+' : ''}${r.delta} ${r.paid ? 'paid' : 'free'}` },
  { header: 'Kind', cell: (r) => r.kind },
  { header: 'Reference or reason', cell: (r) => r.reason ?? r.reference ?? '' },
]);

const BID_COLUMNS = wrapped<StaffUserBidPage['bids'][number]>([
  { header: 'When', cell: (b) => day(b.placedAt) },
  { header: 'Auction', cell: (b) => `#${b.auctionId} ${b.title}` },
  { header: 'Price after', cell: (b) => formatMoney(b.amount) },
  { header: 'How', cell: (b) => `${b.viaBuddy ? 'BidBuddy' : 'manual'}, ${b.paid ? 'paid' : 'free'} Blitz` },
]);

const ORDER_COLUMNS = wrapped<StaffOrder>([
  { header: 'Order', cell: (o) => <RouterLink to={`/orders/${o.id}`}>#{o.id}</RouterLink> },
  { header: 'Items', cell: (o) => o.items.map((i) => i.title).join(', ') },
  { header: 'Total', cell: (o) => formatMoney(o.total) },
  { header: 'Status', cell: (o) => o.status },
]);

/** The shopper's ledger, bids and orders, a tab each, paged alike (a new tab starts on its first page). */
function History({ id }: { id: number }) {
  const [tab, setTab] = useState(0);
  const [page, setPage] = useState(1);
  const ledger = useLedger(id, page);
  const bids = useUserBids(id, page);
  const orders = useUserOrders(id, page);
  const paging = { page, pageSize: HISTORY_PAGE_SIZE, onPage: setPage };
  const choose = (next: number) => (setTab(next), setPage(1));
  return (
    <Box>
      <Tabs value={tab} onChange={(_e, next: number) => choose(next)} aria-label="History" variant="scrollable">
        <Tab label="Ledger" />
        <Tab label="Bids" />
        <Tab label="Orders" />
      </Tabs>
      {tab === 0 && <ListRows label="Ledger" columns={LEDGER_COLUMNS} answer={ledger} empty="Nothing yet." paging={paging} />}
      {tab === 1 && <ListRows label="Bids" columns={BID_COLUMNS} answer={bids} empty="Nothing yet." paging={paging} />}
      {tab === 2 && <ListRows label="Orders" columns={ORDER_COLUMNS} answer={orders} empty="Nothing yet." paging={paging} />}
    </Box>
  );
}

export function UserPage() {
  const id = Number(useParams().id);
  const user = useUser(id);
  usePageTitle(user.data ? user.data.nickname : 'User');
  return (
    <RecordPage
      back={{ to: '/users', label: 'All users' }}
      title={user.data?.nickname ?? `User ${id}`}
      error={user.error}
      pending={user.isPending}
    >
      {user.data && (
        <Stack spacing={2}>
          <Profile user={user.data} />
          <AdjustForm user={user.data} />
          <AccountActions user={user.data} />
          <History id={id} />
        </Stack>
      )}
    </RecordPage>
  );
}
