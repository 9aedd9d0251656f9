// The figures' CSV: rands with two decimals, a totals line, quoting where the text needs it, and
// no cell a spreadsheet would run as a formula.
import type { Figures } from '@blitz/contract';
import { describe, expect, it } from 'vitest';
import { auctionsCsv, daysCsv } from '../../src/features/figures/figures-csv';

const day = (day: string, packRevenueCents: number) => ({
  day,
  packRevenueCents,
  auctionRevenueCents: 1250,
  buyNowRevenueCents: 0,
  blitzSold: 100,
  blitzSpentPaid: 40,
  blitzSpentFree: 5,
  blitzGiven: 3,
});

const figures: Figures = {
  from: '2026-03-01',
  to: '2026-03-02',
  blitzPriceCents: 50,
  days: [day('2026-03-01', 9900), day('2026-03-02', 5)],
  totals: { ...day('', 9905), auctionRevenueCents: 2500, blitzSold: 200, blitzSpentPaid: 80, blitzSpentFree: 10, blitzGiven: 6 },
  auctions: [
    {
      id: 41,
      title: '=HYPERLINK("x"), "Smart" TV',
      endTime: '2026-03-01T18:00:00.000Z',
      finalPriceCents: 1250,
      paidBids: 30,
      freeBids: 2,
      blitzValueCents: 1500,
      takenCents: 2750,
      retailCents: 899900,
      marginCents: -897150,
    },
  ],
};

describe('the figures as CSV', () => {
  it('writes one line per day and a totals line, money in rands', () => {
    const lines = daysCsv(figures).split('\r\n');
    expect(lines[0]).toBe('day,pack revenue,auction revenue,buy-now revenue,Blitz sold,Blitz spent (paid),Blitz spent (free),Blitz given');
    expect(lines.slice(1)).toEqual([
      '2026-03-01,99.00,12.50,0.00,100,40,5,3',
      '2026-03-02,0.05,12.50,0.00,100,40,5,3',
      'total,99.05,25.00,0.00,200,80,10,6',
      '',
    ]);
  });

  it('quotes a title with commas or quotes and defuses one that starts a formula', () => {
    const [, row] = auctionsCsv(figures).split('\r\n');
    expect(row).toBe(`41,"'=HYPERLINK(""x""), ""Smart"" TV",2026-03-01T18:00:00.000Z,12.50,30,2,15.00,27.50,8999.00,-8971.50`);
  });
});
