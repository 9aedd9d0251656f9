// The auctions list: filter by status and title, then edit, clone or withdraw.
import { AUCTION_STATUSES, formatMoney, type AuctionStatus, type StaffAuction } from '@blitz/contract';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { Link } from 'react-router';
import { ListPage } from '../../components/list-page';
import { ListRows } from '../../components/list-rows';
import type { ListColumn } from '../../components/rows-table';
import { menuOptions } from '../../components/menu-options';
import { SelectFilter } from '../../components/select-filter';
import { textOrNull, useListFilters } from '../../lib/use-list-filters';
import { useWithdrawAuction } from './api/auction-mutations';
import { useAuctions } from './api/auction-queries';
import { formatWhen } from './local-time';

const PAGE_SIZE = 25;
const STATUS_COLOURS: Record<AuctionStatus, 'default' | 'success' | 'info' | 'warning'> = {
  'Not Started': 'info',
  Open: 'success',
  Ended: 'default',
  Closed: 'warning',
};

function AuctionCell({ auction: a }: { auction: StaffAuction }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {a.mainImage && (
        <Box
          component="img"
          src={a.mainImage.thumb ?? a.mainImage.full}
          alt=""
          sx={{ width: 40, height: 40, objectFit: 'cover', borderRadius: 1, display: { xs: 'none', sm: 'block' } }}
        />
      )}
      <span>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {a.title}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ display: { xs: 'flex', sm: 'none' }, alignItems: 'center', my: 0.5 }}>
          <Chip size="small" label={a.status} color={STATUS_COLOURS[a.status]} />
          <Typography variant="body2">{formatMoney(a.currentPrice)}</Typography>
        </Stack>
        <Typography variant="caption" color="text.secondary">
          #{a.id}
          {a.major ? ' · major' : ''}
          {a.featured ? ' · featured' : ''}
        </Typography>
      </span>
    </Stack>
  );
}

export function AuctionsPage() {
  const list = useListFilters({ status: '' as AuctionStatus | '', searchText: '' }, PAGE_SIZE);
  const auctions = useAuctions({
    status: list.filters.status || null,
    searchText: textOrNull(list.filters.searchText),
    ...list.pageFields,
  });
  const withdraw = useWithdrawAuction();
  const ask = (id: number, title: string) => {
    if (window.confirm(`Withdraw "${title}"? It closes without a winner and every BidBuddy reserve goes back.`)) withdraw.mutate(id);
  };
  // The link's name starts with its visible word (axe: label-content-name-mismatch).
  const openVerb = (a: StaffAuction) => (a.status === 'Ended' || a.status === 'Closed' ? 'View' : 'Edit');
  const columns: ListColumn<StaffAuction>[] = [
    { header: 'Auction', cell: (a) => <AuctionCell auction={a} /> },
    { header: 'Status', from: 'sm', cell: (a) => <Chip size="small" label={a.status} color={STATUS_COLOURS[a.status]} /> },
    { header: 'Starts', from: 'md', sx: { whiteSpace: 'nowrap' }, cell: (a) => formatWhen(a.auctionTime) },
    { header: 'Price', from: 'sm', align: 'right', sx: { whiteSpace: 'nowrap' }, cell: (a) => formatMoney(a.currentPrice) },
    { header: 'Bids', from: 'sm', align: 'right', cell: (a) => a.bidCount },
    {
      header: 'Actions',
      align: 'right',
      cell: (a) => (
        <Stack direction={{ xs: 'column', lg: 'row' }} spacing={0.5} sx={{ justifyContent: 'flex-end', alignItems: 'flex-end' }}>
          <Button size="small" component={Link} to={`/auctions/${a.id}`} aria-label={`${openVerb(a)} ${a.title}`}>
            {openVerb(a)}
          </Button>
          <Button size="small" component={Link} to={`/auctions/${a.id}/clone`} aria-label={`Clone ${a.title}`}>
            Clone
          </Button>
          {(a.status === 'Not Started' || a.status === 'Open') && (
            <Button size="small" color="error" onClick={() => ask(a.id, a.title)} aria-label={`Withdraw ${a.title}`}>
              Withdraw
            </Button>
          )}
        </Stack>
      ),
    },
  ];
  return (
    <ListPage
      title="Auctions"
      actions={
        <Button component={Link} to="/auctions/new" variant="contained" startIcon={<AddIcon />}>
          New auction
        </Button>
      }
      filters={
        <>
          <SelectFilter label="Status" any="Any status" options={menuOptions(AUCTION_STATUSES)} {...list.field('status')} />
          <TextField label="Title contains" type="search" {...list.field('searchText')} />
        </>
      }
    >
      <ListRows
        label="Auctions"
        hover
        columns={columns}
        answer={auctions}
        error={withdraw.error}
        paging={list.paging}
        empty="No auction matches."
      />
    </ListPage>
  );
}
