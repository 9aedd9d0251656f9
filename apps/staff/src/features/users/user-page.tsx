// One shopper: profile and balance, the adjustments and account actions, and their ledger, bids
// and orders, each paged.
import { formatMoney, type StaffUser } from '@blitz/contract';
import {
  Box,
  Button,
  Pagination,
  Paper,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tabs,
  Typography,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ErrorAlert } from '../../components/error-alert';
import { FactList } from '../../components/fact-list';
import { Loading } from '../../components/loading';
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

function Paged({
  label,
  head,
  rows,
  total,
  page,
  onPage,
}: {
  label: string;
  head: string[];
  rows: ReactNode[][];
  total: number;
  page: number;
  onPage: (n: number) => void;
}) {
  if (rows.length === 0) return <Typography sx={{ py: 2 }}>Nothing yet.</Typography>;
  return (
    <>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {head.map((h) => (
                <TableCell key={h}>{h}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((cells, i) => (
              <TableRow key={i}>
                {cells.map((cell, j) => (
                  <TableCell key={j} sx={{ overflowWrap: 'anywhere' }}>
                    {cell}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
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
          head={['When', 'Change', 'Kind', 'Reference or reason']}
          rows={ledger.data.rows.map((r) => [
            day(r.createdAt),
            `${r.delta > 0 ? '+' : ''}${r.delta} ${r.paid ? 'paid' : 'free'}`,
            r.kind,
            r.reason ?? r.reference ?? '',
          ])}
          total={ledger.data.total}
          page={page}
          onPage={setPage}
        />
      )}
      {tab === 1 && bids.data && (
        <Paged
          label="Bids"
          head={['When', 'Auction', 'Price after', 'How']}
          rows={bids.data.bids.map((b) => [
            day(b.placedAt),
            `#${b.auctionId} ${b.title}`,
            formatMoney(b.amount),
            `${b.viaBuddy ? 'BidBuddy' : 'manual'}, ${b.paid ? 'paid' : 'free'} Blitz`,
          ])}
          total={bids.data.total}
          page={page}
          onPage={setPage}
        />
      )}
      {tab === 2 && orders.data && (
        <Paged
          label="Orders"
          head={['Order', 'Items', 'Total', 'Status']}
          rows={orders.data.orders.map((o) => [
            <RouterLink key={o.id} to={`/orders/${o.id}`}>
              #{o.id}
            </RouterLink>,
            o.items.map((i) => i.title).join(', '),
            formatMoney(o.total),
            o.status,
          ])}
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
    <>
      <Button component={RouterLink} to="/users" sx={{ mb: 1 }}>
        ← All users
      </Button>
      <Typography variant="h4" component="h1" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {user.data?.nickname ?? `User ${id}`}
      </Typography>
      <ErrorAlert error={user.error} />
      {user.isPending ? (
        <Loading />
      ) : user.data ? (
        <Stack spacing={2}>
          <Profile user={user.data} />
          <AdjustForm user={user.data} />
          <AccountActions user={user.data} />
          <History id={id} />
        </Stack>
      ) : null}
    </>
  );
}
