// The live monitor: the running auctions with their clocks, prices, leaders and activity, as the
// server pushes them over the socket (use-auction-monitor.ts). The clocks (time to the end time)
// tick here between snapshots against the server's clock; the rest is the last snapshot's.
import { formatCountdown, formatMoney, remainingSeconds, type MonitorAuction } from '@blitz/contract';
import { Alert, Chip, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Loading } from '../../../components/loading';
import { RowsTable, type ListColumn } from '../../../components/rows-table';
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

const FIGURE = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** The running auctions' columns, their clocks counted down to `now`. */
function monitorColumns(now: number): ListColumn<MonitorAuction>[] {
  return [
    {
      header: 'Auction',
      cell: (auction) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            <Link to={`/auctions/${auction.id}`}>{auction.title}</Link>
          </Typography>
          <Typography variant="caption" color="text.secondary">
            #{auction.id} · retail {formatMoney(auction.retailPrice)} · {auction.auctionTimer} s timer
          </Typography>
        </>
      ),
    },
    {
      header: 'Clock',
      cell: (auction) => {
        // Staff see the real time to the end, not the shop's display capped at the per-bid timer.
        const seconds = remainingSeconds({ endTime: auction.endTime, now });
        return (
          <Typography
            component="span"
            variant="body2"
            color={seconds <= URGENT_SECONDS ? 'error' : 'text.primary'}
            sx={{ fontWeight: 'inherit' }}
          >
            {formatCountdown(seconds)}
          </Typography>
        );
      },
      align: 'right',
      sx: { ...FIGURE, fontWeight: 600 },
    },
    { header: 'Price', cell: (auction) => formatMoney(auction.price), align: 'right', sx: FIGURE },
    { header: 'Leader', cell: (auction) => auction.leader ?? '—', from: 'sm' },
    { header: 'Bids/s', cell: (auction) => auction.bidsPerSecond.toFixed(1), align: 'right', from: 'sm' },
    { header: 'Bids', cell: (auction) => auction.bidCount, align: 'right', from: 'md' },
    { header: 'Bidders', cell: (auction) => auction.uniqueBidders, align: 'right', from: 'md' },
    { header: 'Watchers', cell: (auction) => auction.watchers, align: 'right', from: 'md' },
    { header: 'Buddies', cell: (auction) => auction.activeBuddies, align: 'right', from: 'md' },
  ];
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
        <RowsTable label="Running auctions" hover columns={monitorColumns(now)} rows={auctions} />
      )}
    </>
  );
}
