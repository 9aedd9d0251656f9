// What needs the signed-in staff member now, one card per part their role may see: paid orders
// waiting to ship, unread reports, auctions ending within the hour and today's takings against
// yesterday's, each leading to the section that deals with it; then the auctions ending soonest.
import { ENDING_SOON_MINUTES, formatMoney, type StaffOverview } from '@blitz/contract';
import { Box, Button, Card, CardActions, CardContent, Grid, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '../../components/error-alert';
import { Loading } from '../../components/loading';
import { RowsTable } from '../../components/rows-table';
import { useOverview } from './overview-call';

const time = (iso: string) => new Date(iso).toLocaleTimeString('en-ZA', { hour: '2-digit', minute: '2-digit' });
const day = (iso: string) => new Date(iso).toLocaleString('en-ZA', { dateStyle: 'medium', timeStyle: 'short' });
const minutesLeft = (iso: string, now: number) => Math.max(0, Math.ceil((Date.parse(iso) - now) / 60_000));
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function Panel({
  title,
  figure,
  children,
  to,
  action,
}: {
  title: string;
  figure: string;
  children: ReactNode;
  to: string;
  action: string;
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h6" component="h3">
          {title}
        </Typography>
        <Typography variant="h4" component="p" sx={{ fontWeight: 700, my: 0.5 }}>
          {figure}
        </Typography>
        {children}
      </CardContent>
      <CardActions>
        <Button component={Link} to={to} size="small">
          {action}
        </Button>
      </CardActions>
    </Card>
  );
}

/** How today's takings so far compare with yesterday's. */
function takingsComparison({ today, yesterday }: NonNullable<StaffOverview['takings']>): string {
  const difference = today.cents - yesterday.cents;
  if (difference === 0) return 'The same as yesterday.';
  return `${formatMoney(Math.abs(difference))} ${difference > 0 ? 'more' : 'less'} than yesterday (${formatMoney(yesterday.cents)}).`;
}

function Panels({ overview, now }: { overview: StaffOverview; now: number }) {
  const { ordersToShip, newReports, endingSoon, takings } = overview;
  const panels: ReactNode[] = [];
  if (ordersToShip) {
    panels.push(
      <Panel key="orders" title="Orders to ship" figure={String(ordersToShip.count)} to="/orders" action="Open the orders">
        <Typography color="text.secondary">
          {ordersToShip.count === 0
            ? 'No paid order is waiting to ship.'
            : `${plural(ordersToShip.count, 'paid order waits', 'paid orders wait')} to ship; the oldest was paid ${day(ordersToShip.oldestPaidAt!)}.`}
        </Typography>
      </Panel>,
    );
  }
  if (newReports) {
    panels.push(
      <Panel key="reports" title="Unread reports" figure={String(newReports.count)} to="/reports" action="Open the reports">
        <Typography color="text.secondary">
          {newReports.count === 0
            ? 'Every report has been read.'
            : `${plural(newReports.count, 'report', 'reports')} nobody has opened; the oldest came ${day(newReports.oldestAt!)}.`}
        </Typography>
      </Panel>,
    );
  }
  if (endingSoon) {
    const first = endingSoon.auctions[0];
    panels.push(
      <Panel
        key="auctions"
        title="Ending within the hour"
        figure={String(endingSoon.count)}
        to="/live-monitor"
        action="Open the live monitor"
      >
        <Typography color="text.secondary">
          {first
            ? `${plural(endingSoon.count, 'Open auction ends', 'Open auctions end')} in the next ${ENDING_SOON_MINUTES} minutes; the first at ${time(first.endTime)}.`
            : `No auction ends in the next ${ENDING_SOON_MINUTES} minutes.`}
        </Typography>
      </Panel>,
    );
  }
  if (takings) {
    panels.push(
      <Panel key="takings" title="Today's takings" figure={formatMoney(takings.today.cents)} to="/figures" action="Open the figures">
        <Typography color="text.secondary">{takingsComparison(takings)}</Typography>
        <Typography variant="body2" color="text.secondary">
          Packs, final prices and buy-now paid today so far (South African time).
        </Typography>
      </Panel>,
    );
  }
  return (
    <>
      <Grid container spacing={2}>
        {panels.map((panel, index) => (
          <Grid key={index} size={{ xs: 12, sm: 6, lg: 3 }}>
            {panel}
          </Grid>
        ))}
      </Grid>
      {endingSoon && endingSoon.auctions.length > 0 && <EndingSoon endingSoon={endingSoon} now={now} />}
    </>
  );
}

/** The auctions ending soonest, with their clock, price and bids. */
function EndingSoon({ endingSoon, now }: { endingSoon: NonNullable<StaffOverview['endingSoon']>; now: number }) {
  const more = endingSoon.count - endingSoon.auctions.length;
  return (
    <Box sx={{ mt: 2 }}>
      <RowsTable
        label="Auctions ending within the hour"
        hover
        rows={endingSoon.auctions}
        rowKey={(auction) => auction.id}
        columns={[
          {
            header: 'Ending within the hour',
            cell: (auction) => <Link to={`/auctions/${auction.id}`}>{auction.title}</Link>,
            sx: { overflowWrap: 'anywhere' },
          },
          {
            header: 'Ends',
            cell: (auction) => `${time(auction.endTime)} (in ${minutesLeft(auction.endTime, now)} min)`,
            sx: { whiteSpace: 'nowrap' },
          },
          { header: 'Price', cell: (auction) => formatMoney(auction.currentPrice), align: 'right' },
          { header: 'Bids', cell: (auction) => auction.bidCount, align: 'right' },
        ]}
        footer={
          more > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
              and {more} more on the live monitor
            </Typography>
          )
        }
      />
    </Box>
  );
}

export function OverviewPanels() {
  const overview = useOverview();
  return (
    <Box component="section" aria-labelledby="needs-you-now" sx={{ mb: 4 }}>
      <Typography id="needs-you-now" variant="h5" component="h2" sx={{ mb: 1.5 }}>
        Needs you now
      </Typography>
      <ErrorAlert error={overview.error} />
      {overview.isPending ? (
        <Loading label="Loading what needs you" />
      ) : (
        overview.data && <Panels overview={overview.data} now={overview.dataUpdatedAt} />
      )}
    </Box>
  );
}
