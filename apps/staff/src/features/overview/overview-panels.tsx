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

/** A part of the overview the role may see. */
type Part<Name extends keyof StaffOverview> = NonNullable<StaffOverview[Name]>;

/** The parts in their order: each one's title and the section that deals with it. */
const PARTS = {
  ordersToShip: { title: 'Orders to ship', to: '/orders', action: 'Open the orders' },
  newReports: { title: 'Unread reports', to: '/reports', action: 'Open the reports' },
  endingSoon: { title: 'Ending within the hour', to: '/live-monitor', action: 'Open the live monitor' },
  takings: { title: "Today's takings", to: '/figures', action: 'Open the figures' },
} as const;

/** What each part says under its figure. */
const ordersText = ({ count, oldestPaidAt }: Part<'ordersToShip'>) =>
  count === 0
    ? 'No paid order is waiting to ship.'
    : `${plural(count, 'paid order waits', 'paid orders wait')} to ship; the oldest was paid ${day(oldestPaidAt!)}.`;

const reportsText = ({ count, oldestAt }: Part<'newReports'>) =>
  count === 0
    ? 'Every report has been read.'
    : `${plural(count, 'report', 'reports')} nobody has opened; the oldest came ${day(oldestAt!)}.`;

function endingText({ count, auctions }: Part<'endingSoon'>): string {
  const first = auctions[0];
  if (!first) return `No auction ends in the next ${ENDING_SOON_MINUTES} minutes.`;
  return `${plural(count, 'Open auction ends', 'Open auctions end')} in the next ${ENDING_SOON_MINUTES} minutes; the first at ${time(first.endTime)}.`;
}

/** How today's takings so far compare with yesterday's. */
function takingsText({ today, yesterday }: Part<'takings'>): string {
  const difference = today.cents - yesterday.cents;
  if (difference === 0) return 'The same as yesterday.';
  return `${formatMoney(Math.abs(difference))} ${difference > 0 ? 'more' : 'less'} than yesterday (${formatMoney(yesterday.cents)}).`;
}

/** One part as a card: its title and figure, what the figure means, and the way to its section. */
interface PanelProps {
  part: keyof typeof PARTS;
  figure: string | number;
  /** What the figure means. */
  text: string;
  /** Under the text. */
  children?: ReactNode;
}

function Panel({ part, figure, text, children }: PanelProps) {
  const { title, to, action } = PARTS[part];
  return (
    <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
      <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
        <CardContent sx={{ flexGrow: 1 }}>
          <Typography variant="h6" component="h3">
            {title}
          </Typography>
          <Typography variant="h4" component="p" sx={{ fontWeight: 700, my: 0.5 }}>
            {figure}
          </Typography>
          <Typography color="text.secondary">{text}</Typography>
          {children}
        </CardContent>
        <CardActions>
          <Button component={Link} to={to} size="small">
            {action}
          </Button>
        </CardActions>
      </Card>
    </Grid>
  );
}

function Panels({ overview, now }: { overview: StaffOverview; now: number }) {
  const { ordersToShip, newReports, endingSoon, takings } = overview;
  return (
    <>
      <Grid container spacing={2}>
        {ordersToShip && <Panel part="ordersToShip" figure={ordersToShip.count} text={ordersText(ordersToShip)} />}
        {newReports && <Panel part="newReports" figure={newReports.count} text={reportsText(newReports)} />}
        {endingSoon && <Panel part="endingSoon" figure={endingSoon.count} text={endingText(endingSoon)} />}
        {takings && (
          <Panel part="takings" figure={formatMoney(takings.today.cents)} text={takingsText(takings)}>
            <Typography variant="body2" color="text.secondary">
              Packs, final prices and buy-now paid today so far (South African time).
            </Typography>
          </Panel>
        )}
      </Grid>
      {endingSoon && endingSoon.auctions.length > 0 && <EndingSoon endingSoon={endingSoon} now={now} />}
    </>
  );
}

/** The auctions ending soonest, with their clock, price and bids. */
function EndingSoon({ endingSoon, now }: { endingSoon: Part<'endingSoon'>; now: number }) {
  const more = endingSoon.count - endingSoon.auctions.length;
  return (
    <Box sx={{ mt: 2 }}>
      <RowsTable
        label="Auctions ending within the hour"
        hover
        rows={endingSoon.auctions}
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
