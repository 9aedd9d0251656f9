// The figures as CSV for spreadsheets: the days with their totals, then the ended auctions. Money
// in rands with two decimals; a text cell that could start a formula gets an apostrophe (a
// negative amount stays a number).
import type { Figures } from '@blitz/contract';

const rands = (cents: number) => (cents / 100).toFixed(2);
const NUMBER = /^-?\d+(\.\d+)?$/;

function cell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@]/.test(text) && !NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
const line = (cells: (string | number)[]) => cells.map(cell).join(',');

export function daysCsv(figures: Figures): string {
  const header = [
    'day',
    'pack revenue',
    'auction revenue',
    'buy-now revenue',
    'Blitz sold',
    'Blitz spent (paid)',
    'Blitz spent (free)',
    'Blitz given',
  ];
  const rows = figures.days.map((d) => [
    d.day,
    rands(d.packRevenueCents),
    rands(d.auctionRevenueCents),
    rands(d.buyNowRevenueCents),
    d.blitzSold,
    d.blitzSpentPaid,
    d.blitzSpentFree,
    d.blitzGiven,
  ]);
  const t = figures.totals;
  const total = [
    'total',
    rands(t.packRevenueCents),
    rands(t.auctionRevenueCents),
    rands(t.buyNowRevenueCents),
    t.blitzSold,
    t.blitzSpentPaid,
    t.blitzSpentFree,
    t.blitzGiven,
  ];
  return [header, ...rows, total].map(line).join('\r\n') + '\r\n';
}

export function auctionsCsv(figures: Figures): string {
  const header = ['auction', 'title', 'ended', 'final price', 'paid bids', 'free bids', 'Blitz value', 'taken', 'retail', 'margin'];
  const rows = figures.auctions.map((a) => [
    a.id,
    a.title,
    a.endTime,
    rands(a.finalPriceCents),
    a.paidBids,
    a.freeBids,
    rands(a.blitzValueCents),
    rands(a.takenCents),
    rands(a.retailCents),
    rands(a.marginCents),
  ]);
  return [header, ...rows].map(line).join('\r\n') + '\r\n';
}
