// The owner's figures for a period of South African days: money from packs, final prices and
// buy-now, Blitz sold, spent and given away, daily charts of both, and per ended auction what the
// shop took (final price plus paid Blitz at the Blitz price) against retail; both tables as CSV.
import { figuresBodySchema, formatMoney, type EndedAuctionFigures, type Figures } from '@blitz/contract';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Grid, Paper, Stack, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ErrorAlert } from '../../components/error-alert';
import { Loading } from '../../components/loading';
import { RowsTable, type ListColumn } from '../../components/rows-table';
import { usePageTitle } from '../../lib/page-title';
import { downloadCsv } from '../../lib/download-csv';
import { callStaff } from '../../lib/staff-api';
import { DailyChart, type ChartSeries } from './daily-chart';
import { auctionsCsv, daysCsv } from './figures-csv';

const DEFAULT_DAYS = 30;
const saDay = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg' }).format(date);
const money = (cents: number) => formatMoney(cents);
const count = (n: number) => n.toLocaleString('en-ZA');
/** Whole rands for the chart's axis. */
const axisRands = (cents: number) => `R${Math.round(cents / 100).toLocaleString('en-ZA')}`;

/** One end of the period: as wide as its date (the theme's fields fill their row), the whole row on a phone. */
function DateField({ label, value, onDate }: { label: string; value: string; onDate: (date: string) => void }) {
  return (
    <TextField
      type="date"
      label={label}
      value={value}
      onChange={(e) => onDate(e.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ width: { xs: '100%', sm: 200 } }}
    />
  );
}

/** A table as a CSV download; never narrower than its text (MUI's 64 px minimum let the text run over the next button). */
function CsvButton({ label, file, csv }: { label: string; file: string; csv: () => string }) {
  return (
    <Button sx={{ whiteSpace: 'nowrap', flexShrink: 0 }} startIcon={<DownloadIcon />} onClick={() => downloadCsv(file, csv())}>
      {label}
    </Button>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, height: '100%' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Paper>
  );
}

const AUCTION_COLUMNS: ListColumn<EndedAuctionFigures>[] = [
  {
    header: 'Auction',
    cell: (a) => (
      <>
        {a.title}
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          #{a.id} · {new Date(a.endTime).toLocaleString('en-ZA', { timeZone: 'Africa/Johannesburg' })}
        </Typography>
      </>
    ),
    sx: { overflowWrap: 'anywhere' },
  },
  { header: 'Final price', cell: (a) => money(a.finalPriceCents), align: 'right' },
  { header: 'Paid bids', cell: (a) => count(a.paidBids), align: 'right', from: 'md' },
  { header: 'Blitz value', cell: (a) => money(a.blitzValueCents), align: 'right', from: 'md' },
  { header: 'Taken', cell: (a) => money(a.takenCents), align: 'right' },
  { header: 'Retail', cell: (a) => money(a.retailCents), align: 'right', from: 'sm' },
  {
    header: 'Margin',
    cell: (a) => (
      <Box component="span" sx={{ color: a.marginCents < 0 ? 'error.main' : 'success.main' }}>
        {money(a.marginCents)}
      </Box>
    ),
    align: 'right',
  },
];

function Charts({ figures }: { figures: Figures }) {
  const days = useMemo(() => figures.days.map((d) => d.day), [figures]);
  const moneySeries = useMemo<ChartSeries[]>(
    () => [
      { label: 'Packs', colour: '#1565c0', values: figures.days.map((d) => d.packRevenueCents) },
      { label: 'Final prices', colour: '#2e7d32', values: figures.days.map((d) => d.auctionRevenueCents) },
      { label: 'Buy now', colour: '#ef6c00', values: figures.days.map((d) => d.buyNowRevenueCents) },
    ],
    [figures],
  );
  const blitzSeries = useMemo<ChartSeries[]>(
    () => [
      { label: 'Sold', colour: '#1565c0', values: figures.days.map((d) => d.blitzSold) },
      { label: 'Spent (paid)', colour: '#2e7d32', values: figures.days.map((d) => d.blitzSpentPaid) },
      { label: 'Spent (free)', colour: '#8e24aa', values: figures.days.map((d) => d.blitzSpentFree) },
      { label: 'Given away', colour: '#ef6c00', values: figures.days.map((d) => d.blitzGiven) },
    ],
    [figures],
  );
  return (
    <Grid container spacing={2} sx={{ mb: 3 }}>
      <Grid size={{ xs: 12, lg: 6 }}>
        <Paper variant="outlined" sx={{ p: 1 }}>
          <DailyChart title="Revenue per day" days={days} series={moneySeries} format={money} axisFormat={axisRands} />
        </Paper>
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <Paper variant="outlined" sx={{ p: 1 }}>
          <DailyChart title="Blitz per day" days={days} series={blitzSeries} format={count} />
        </Paper>
      </Grid>
    </Grid>
  );
}

export default function FiguresPage() {
  usePageTitle('Figures');
  const [period, setPeriod] = useState(() => ({
    from: saDay(new Date(Date.now() - (DEFAULT_DAYS - 1) * 86_400_000)),
    to: saDay(new Date()),
  }));
  const valid = figuresBodySchema.safeParse(period).success;
  const figures = useQuery({
    queryKey: ['staff', 'figures', period],
    queryFn: () => callStaff('/figures/get', period),
    enabled: valid,
    placeholderData: keepPreviousData,
  });
  const data = figures.data;
  const t = data?.totals;
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Figures
      </Typography>
      {/* The dates keep their width and the buttons their text; what does not fit wraps to the next line. */}
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <DateField label="From" value={period.from} onDate={(from) => setPeriod({ ...period, from })} />
        <DateField label="To" value={period.to} onDate={(to) => setPeriod({ ...period, to })} />
        {data && (
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
            <CsvButton label="Days as CSV" file={`figures-${data.from}-${data.to}.csv`} csv={() => daysCsv(data)} />
            <CsvButton label="Auctions as CSV" file={`auctions-${data.from}-${data.to}.csv`} csv={() => auctionsCsv(data)} />
          </Stack>
        )}
      </Stack>
      {!valid && <Alert severity="error">Choose a start no later than the end, at most 366 days apart.</Alert>}
      <ErrorAlert error={figures.error} />
      {figures.isPending && valid ? (
        <Loading />
      ) : (
        data &&
        t && (
          <>
            <Grid container spacing={1.5} sx={{ mb: 3 }}>
              {[
                ['Revenue from packs', money(t.packRevenueCents)],
                ['Revenue from final prices', money(t.auctionRevenueCents)],
                ['Revenue from buy now', money(t.buyNowRevenueCents)],
                ['Blitz sold', count(t.blitzSold)],
                ['Blitz spent (paid / free)', `${count(t.blitzSpentPaid)} / ${count(t.blitzSpentFree)}`],
                ['Blitz given away', count(t.blitzGiven)],
                ['One paid Blitz fetched', money(data.blitzPriceCents)],
              ].map(([label, value]) => (
                <Grid key={label} size={{ xs: 6, md: 3 }}>
                  <Stat label={label!} value={value!} />
                </Grid>
              ))}
            </Grid>
            <Charts figures={data} />
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              Ended auctions: what the shop took against retail
            </Typography>
            <RowsTable label="Ended auctions" columns={AUCTION_COLUMNS} rows={data.auctions} empty="No auction ended in this period." />
          </>
        )
      )}
    </>
  );
}
