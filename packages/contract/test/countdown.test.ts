import { describe, expect, it } from 'vitest';
import { countdownPhase, endTimeAfterBid, formatCountdown, remainingSeconds, toEpochMs } from '../src/countdown';

describe('formatCountdown', () => {
  it.each([
    [1, '00:00:01'],
    [10, '00:00:10'],
    [59, '00:00:59'],
    [60, '00:01:00'],
    [3599, '00:59:59'],
    [3600, '01:00:00'],
    [86_399, '23:59:59'],
    [86_400, '1d 00:00:00'],
    [90_061, '1d 01:01:01'],
    [12 * 86_400 + 5, '12d 00:00:05'],
  ])('%s s -> %s', (seconds, shown) => {
    expect(formatCountdown(seconds)).toBe(shown);
  });

  it('shows 00:00:00 at or below zero, including the -3 s threshold', () => {
    for (const seconds of [0, -0, -0.5, -1, -2.99, -3, -4, -1e9]) {
      expect(formatCountdown(seconds)).toBe('00:00:00');
    }
  });

  it('rounds partial seconds up so zero means the time is up', () => {
    expect(formatCountdown(0.01)).toBe('00:00:01');
    expect(formatCountdown(9.2)).toBe('00:00:10');
    expect(formatCountdown(59.5)).toBe('00:01:00');
  });

  it('shows 00:00:00 for values that are not numbers of seconds', () => {
    expect(formatCountdown(Number.NaN)).toBe('00:00:00');
    expect(formatCountdown(Number.POSITIVE_INFINITY)).toBe('00:00:00');
  });
});

describe('countdownPhase', () => {
  it('is running above zero, zero down to just above -3, expired at or below -3', () => {
    expect(countdownPhase(0.1)).toBe('running');
    expect(countdownPhase(0)).toBe('zero');
    expect(countdownPhase(-2.99)).toBe('zero');
    expect(countdownPhase(-3)).toBe('expired');
    expect(countdownPhase(-100)).toBe('expired');
    expect(countdownPhase(Number.NaN)).toBe('expired');
  });
});

describe('remainingSeconds', () => {
  const now = Date.parse('2025-02-15T10:00:00.000Z');

  it('is the smaller of the timer and the seconds to the end time', () => {
    expect(remainingSeconds({ auctionTimer: 10, endTime: now + 7000, now })).toBe(7);
    expect(remainingSeconds({ auctionTimer: 10, endTime: now + 60_000, now })).toBe(10);
  });

  it('accepts ISO strings and Dates for times', () => {
    const endTime = '2025-02-15T10:00:04.500Z';
    expect(remainingSeconds({ auctionTimer: 10, endTime, now: new Date(now) })).toBe(4.5);
    expect(remainingSeconds({ auctionTimer: 10, endTime: new Date(now + 2000), now })).toBe(2);
  });

  it('goes negative after the end time', () => {
    expect(remainingSeconds({ auctionTimer: 10, endTime: now - 3000, now })).toBe(-3);
  });

  it('uses whichever value is known', () => {
    expect(remainingSeconds({ auctionTimer: 10, endTime: null, now })).toBe(10);
    expect(remainingSeconds({ endTime: now + 90_000, now })).toBe(90);
    expect(remainingSeconds({ auctionTimer: null, endTime: now + 5000, now })).toBe(5);
    expect(remainingSeconds({ now })).toBe(0);
  });

  it('treats an unreadable end time as unknown', () => {
    expect(remainingSeconds({ auctionTimer: 10, endTime: 'not a date', now })).toBe(10);
    expect(remainingSeconds({ endTime: 'not a date', now })).toBe(0);
  });

  it('gives the text the countdown shows', () => {
    const seconds = remainingSeconds({ auctionTimer: 10, endTime: now + 3_000, now });
    expect(formatCountdown(seconds)).toBe('00:00:03');
  });
});

describe('time helpers', () => {
  it('reads epoch milliseconds from any time input', () => {
    expect(toEpochMs(5)).toBe(5);
    expect(toEpochMs(new Date(7))).toBe(7);
    expect(toEpochMs('1970-01-01T00:00:01.000Z')).toBe(1000);
    expect(toEpochMs('junk')).toBeNaN();
  });

  it('puts the end time the timer after the bid in the final seconds', () => {
    expect(endTimeAfterBid('2025-02-15T10:00:03.000Z', '2025-02-15T10:00:00.000Z', 10).toISOString()).toBe('2025-02-15T10:00:10.000Z');
    expect(endTimeAfterBid(null, '2025-02-15T10:00:00.000Z', 10).toISOString()).toBe('2025-02-15T10:00:10.000Z');
  });

  it('never moves the end time back: a bid early in the opening window keeps the later end', () => {
    expect(endTimeAfterBid('2025-02-15T11:00:00.000Z', '2025-02-15T10:00:00.000Z', 10).toISOString()).toBe('2025-02-15T11:00:00.000Z');
  });
});
