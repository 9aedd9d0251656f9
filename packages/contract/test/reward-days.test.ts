import { describe, expect, it, vi } from 'vitest';
import { checkInStreak, previousDate, southAfricanDate } from '../src/reward-days';
import { countIntl } from './support/counted-intl';

describe('South African reward days', () => {
  it('turns the day at midnight in Johannesburg (UTC+2), not at midnight UTC', () => {
    expect(southAfricanDate(new Date('2026-03-01T21:59:59.999Z'))).toBe('2026-03-01');
    expect(southAfricanDate(new Date('2026-03-01T22:00:00.000Z'))).toBe('2026-03-02');
    expect(southAfricanDate(new Date('2026-12-31T22:30:00Z'))).toBe('2027-01-01');
  });

  it('steps back across months and leap days', () => {
    expect(previousDate('2028-03-01')).toBe('2028-02-29');
    expect(previousDate('2027-01-01')).toBe('2026-12-31');
  });

  it('counts the streak up to today, or up to yesterday while today is still open', () => {
    const dates = ['2026-05-03', '2026-05-04', '2026-05-05', '2026-05-01'];
    expect(checkInStreak(dates, '2026-05-05')).toBe(3);
    expect(checkInStreak(dates, '2026-05-06')).toBe(3);
    expect(checkInStreak(dates, '2026-05-07')).toBe(0);
    expect(checkInStreak([], '2026-05-07')).toBe(0);
  });
});

describe('the reward days module on a page', () => {
  it('makes no date formatter as it loads, and one on first use, kept after (a browser first formatter costs a phone 100 ms or more)', async () => {
    vi.resetModules();
    const dates = countIntl('DateTimeFormat');
    try {
      const fresh = await import('../src/reward-days');
      expect(dates.made()).toBe(0);
      expect(fresh.southAfricanDate(new Date('2026-03-01T22:00:00.000Z'))).toBe('2026-03-02');
      expect(fresh.southAfricanDate(new Date('2026-03-01T21:00:00.000Z'))).toBe('2026-03-01');
      expect(dates.made()).toBe(1);
    } finally {
      dates.restore();
    }
  });
});
