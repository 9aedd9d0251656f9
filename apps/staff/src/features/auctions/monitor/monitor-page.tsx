// The live monitor: the running auctions with their clocks, prices, leaders and activity, as the
// server pushes them over the socket (use-auction-monitor.ts). The clocks (time to the end time)
// tick here between snapshots against the server's clock; the rest is the last snapshot's.
import { formatCountdown, formatMoney, remainingSeconds, type MonitorAuction } from '@blitz/contract';
import { Alert, Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Loading } from '../../../components/loading';
import { usePageTitle } from '../../../lib/page-title';
import { useAuctionMonitor, type MonitorConnection } from './use-auction-monitor';
import { PageHeading } from '../../../components/page-heading';

const CLOCK_TICK_MS = 250;
/** Under this many seconds the clock shows as urgent. */
const URGENT_SECONDS = 10;

const CONNECTION_LABELS: Record<MonitorConnection, { label: string; color: 'default' | 'success' | 'warning' | 'error' }> = {
  connecting: { label: 'Connecting', color: 'default' },
  live: { label: 'Live', color: 'success' },
  reconnecting: { label: 'Reconnecting', color: 'warning' },
  refused: { label: 'Refused', color: 'error' },
};

function useNow(offsetMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now + offsetMs;
}

const wide = { display: { xs: 'none', md: 'table-cell' } } as const;
const medium = { display: { xs: 'none', sm: 'table-cell' } } as const;

function MonitorRow({ auction, now }: { auction: MonitorAuction; now: number }) {
  // Staff see the real time to the end, not the shop's display capped at the per-bid timer.
  const seconds = remainingSeconds({ endTime: auction.endTime, now });
  const urgent = seconds <= URGENT_SECONDS;
  return (
    <TableRow hover>
      <TableCell>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          <Link to={`/auctions/${auction.id}`}>{auction.title}</Link>
        </Typography>
        <Typography variant="caption" color="text.secondary">
          #{auction.id} · retail {formatMoney(auction.retailPrice)} · {auction.auctionTimer} s timer
        </Typography>
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
        <Typography component="span" variant="body2" color={urgent ? 'error' : 'text.primary'} sx={{ fontWeight: 'inherit' }}>
          {formatCountdown(seconds)}
        </Typography>
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {formatMoney(auction.price)}
      </TableCell>
      <TableCell sx={medium}>{auction.leader ?? '—'}</TableCell>
      <TableCell align="right" sx={medium}>
        {auction.bidsPerSecond.toFixed(1)}
      </TableCell>
      <TableCell align="right" sx={wide}>
        {auction.bidCount}
      </TableCell>
      <TableCell align="right" sx={wide}>
        {auction.uniqueBidders}
      </TableCell>
      <TableCell align="right" sx={wide}>
        {auction.watchers}
      </TableCell>
      <TableCell align="right" sx={wide}>
        {auction.activeBuddies}
      </TableCell>
    </TableRow>
  );
}

export function MonitorPage() {
  usePageTitle('Live monitor');
  const feed = useAuctionMonitor();
  const now = useNow(feed.offsetMs);
  const connection = CONNECTION_LABELS[feed.connection];
  const auctions = feed.snapshot?.auctions ?? [];
  return (
    <>
      <PageHeading title="Live monitor">
        <span role="status" aria-live="polite">
          <Chip label={connection.label} color={connection.color} size="small" variant="outlined" />
        </span>
      </PageHeading>
      {feed.problem && (
        <Alert severity="error" role="alert" sx={{ my: 2 }}>
          {feed.problem}
        </Alert>
      )}
      {!feed.snapshot ? (
        feed.connection !== 'refused' && <Loading label="Connecting to the live feed" />
      ) : auctions.length === 0 ? (
        <Typography sx={{ py: 4 }}>No auction is running right now.</Typography>
      ) : (
        <TableContainer sx={{ bgcolor: 'background.paper', borderRadius: 1, border: 1, borderColor: 'divider' }}>
          <Table size="small" aria-label="Running auctions">
            <TableHead>
              <TableRow>
                <TableCell>Auction</TableCell>
                <TableCell align="right">Clock</TableCell>
                <TableCell align="right">Price</TableCell>
                <TableCell sx={medium}>Leader</TableCell>
                <TableCell align="right" sx={medium}>
                  Bids/s
                </TableCell>
                <TableCell align="right" sx={wide}>
                  Bids
                </TableCell>
                <TableCell align="right" sx={wide}>
                  Bidders
                </TableCell>
                <TableCell align="right" sx={wide}>
                  Watchers
                </TableCell>
                <TableCell align="right" sx={wide}>
                  Buddies
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {auctions.map((auction) => (
                <MonitorRow key={auction.id} auction={auction} now={now} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
