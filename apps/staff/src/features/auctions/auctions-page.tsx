// The auctions list: filter by status and title, then edit, clone or withdraw.
import { AUCTION_STATUSES, formatMoney, type AuctionStatus } from '@blitz/contract';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Chip, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListView } from '../../components/list-view';
import { usePageTitle } from '../../lib/page-title';
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

export function AuctionsPage() {
  usePageTitle('Auctions');
  const [status, setStatus] = useState<AuctionStatus | ''>('');
  const [searchText, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const auctions = useAuctions({ status: status || null, searchText: searchText.trim() || null, pageNumber: page, pageSize: PAGE_SIZE });
  const withdraw = useWithdrawAuction();
  const ask = (id: number, title: string) => {
    if (window.confirm(`Withdraw "${title}"? It closes without a winner and every BidBuddy reserve goes back.`)) withdraw.mutate(id);
  };
  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          Auctions
        </Typography>
        <Button component={Link} to="/auctions/new" variant="contained" startIcon={<AddIcon />}>
          New auction
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        <TextField
          select
          label="Status"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as AuctionStatus | '');
            setPage(1);
          }}
          sx={{ maxWidth: { sm: 220 } }}
        >
          <MenuItem value="">Any status</MenuItem>
          {AUCTION_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Title contains"
          type="search"
          value={searchText}
          onChange={(e) => {
            setSearchText(e.target.value);
            setPage(1);
          }}
        />
      </Stack>
      <ListView
        error={auctions.error ?? withdraw.error}
        pending={auctions.isPending}
        count={auctions.data?.auctions.length}
        empty="No auction matches."
        total={auctions.data?.total ?? 0}
        pageSize={PAGE_SIZE}
        page={page}
        onPage={setPage}
      >
        <Table size="small" aria-label="Auctions">
          <TableHead>
            <TableRow>
              <TableCell>Auction</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Status</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Starts</TableCell>
              <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                Price
              </TableCell>
              <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                Bids
              </TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(auctions.data?.auctions ?? []).map((a) => (
              <TableRow key={a.id} hover>
                <TableCell>
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
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  <Chip size="small" label={a.status} color={STATUS_COLOURS[a.status]} />
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, whiteSpace: 'nowrap' }}>{formatWhen(a.auctionTime)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', display: { xs: 'none', sm: 'table-cell' } }}>
                  {formatMoney(a.currentPrice)}
                </TableCell>
                <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {a.bidCount}
                </TableCell>
                <TableCell align="right">
                  <Stack direction={{ xs: 'column', lg: 'row' }} spacing={0.5} sx={{ justifyContent: 'flex-end', alignItems: 'flex-end' }}>
                    <Button size="small" component={Link} to={`/auctions/${a.id}`} aria-label={`Edit ${a.title}`}>
                      {a.status === 'Ended' || a.status === 'Closed' ? 'View' : 'Edit'}
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
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ListView>
    </>
  );
}
