// One shopper: profile and balance, the adjustments and account actions, and their ledger, bids
// and orders, each paged.
import { formatMoney, type StaffUser } from '@blitz/contract';
import { Box, Pagination, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ErrorAlert } from '../../components/error-alert';
import { FactList } from '../../components/fact-list';
import { Loading } from '../../components/loading';
import { RecordPage } from '../../components/record-page';
import { RowsTable, type ListColumn } from '../../components/rows-table';
import { usePageTitle } from '../../lib/page-title';
import { callStaff } from '../../lib/staff-api';
import { useQuery } from '@tanstack/react-query';
import { useLedger, useUser, useUserBids } from './api/user-calls';
import { AccountActions, AdjustForm } from './user-actions';

const PAGE = 20;
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
const WRAP = { overflowWrap: 'anywhere' } as const;

function Paged<Row extends { id: number }>({
  label,
  columns,
  rows,
  total,
  page,
  onPage,
}: {
  label: string;
  columns: ListColumn<Row>[];
  rows: Row[];
  total: number;
  page: number;
  onPage: (n: number) => void;
}) {
  if (rows.length === 0) return <Typography sx={{ py: 2 }}>Nothing yet.</Typography>;
  return (
    <>
      <RowsTable label={label} columns={columns.map((column) => ({ ...column, sx: WRAP }))} rows={rows} rowKey={(row) => row.id} />
      {total > PAGE && <Pagination sx={{ mt: 1 }} count={Math.ceil(total / PAGE)} page={page} onChange={(_e, n) => onPage(n)} />}
    </>
  );
}

function History({ id }: { id: number }) {
  const [tab, setTab] = useState(0);
  const [page, setPage] = useState(1);
  const ledger = useLedger(id, page);
  const bids = useUserBids(id, page);
  const orders = useQuery({
    queryKey: ['staff', 'orders', 'of-user', id, page],
    queryFn: () => callStaff('/orders/list', { userId: id, pageNumber: page, pageSize: PAGE, sort: 'new' }),
  });
  const choose = (next: number) => (setTab(next), setPage(1));
  const current = [ledger, bids, orders][tab]!;
  return (
    <Box>
      <Tabs value={tab} onChange={(_e, next: number) => choose(next)} aria-label="History" variant="scrollable">
        <Tab label="Ledger" />
        <Tab label="Bids" />
        <Tab label="Orders" />
      </Tabs>
      <ErrorAlert error={current.error} />
      {current.isPending && <Loading />}
      {tab === 0 && ledger.data && (
        <Paged
          label="Ledger"
          columns={[
            { header: 'When', cell: (r) => day(r.createdAt) },
            { header: 'Change', cell: (r) => `${r.delta > 0 ? '+' : ''}${r.delta} ${r.paid ? 'paid' : 'free'}` },
            { header: 'Kind', cell: (r) => r.kind },
            { header: 'Reference or reason', cell: (r) => r.reason ?? r.reference ?? '' },
          ]}
          rows={ledger.data.rows}
          total={ledger.data.total}
          page={page}
          onPage={setPage}
        />
      )}
      {tab === 1 && bids.data && (
        <Paged
          label="Bids"
          columns={[
            { header: 'When', cell: (b) => day(b.placedAt) },
            { header: 'Auction', cell: (b) => `#${b.auctionId} ${b.title}` },
            { header: 'Price after', cell: (b) => formatMoney(b.amount) },
            { header: 'How', cell: (b) => `${b.viaBuddy ? 'BidBuddy' : 'manual'}, ${b.paid ? 'paid' : 'free'} Blitz` },
          ]}
          rows={bids.data.bids}
          total={bids.data.total}
          page={page}
          onPage={setPage}
        />
      )}
      {tab === 2 && orders.data && (
        <Paged
          label="Orders"
          columns={[
            { header: 'Order', cell: (o) => <RouterLink to={`/orders/${o.id}`}>#{o.id}</RouterLink> },
            { header: 'Items', cell: (o) => o.items.map((i) => i.title).join(', ') },
            { header: 'Total', cell: (o) => formatMoney(o.total) },
            { header: 'Status', cell: (o) => o.status },
          ]}
          rows={orders.data.orders}
          total={orders.data.total}
          page={page}
          onPage={setPage}
        />
      )}
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
