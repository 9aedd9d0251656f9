import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { auctionClock, isUrgent } from '../../../src/components/countdown/auction-clock';
import { Countdown } from '../../../src/features/auction/components/countdown';
import { renderWithProviders } from '../../components/render';
import { makeBid, makeProduct } from '../../lib/product-fixtures';
import { advanceTimersInAct, fakeClockEachTest } from '../../support/fake-clock';

const NOW = Date.parse('2025-03-01T10:00:00.000Z');

describe('auctionClock', () => {
  it('counts to the start before an auction opens', () => {
    const clock = auctionClock(makeProduct({ status: 'Not Started', auctionTime: '2025-03-01T10:05:00.000Z', endTime: null }), NOW);
    expect(clock).toEqual({ phase: 'starts', seconds: 300 });
    expect(isUrgent({ phase: 'starts', seconds: 5 })).toBe(false);
  });

  it('is live without a countdown while an open auction has no end time', () => {
    expect(auctionClock(makeProduct({ status: 'Open', endTime: null }), NOW)).toEqual({ phase: 'live' });
  });

  it('caps by the timer only once the last bid set the end time', () => {
    const bidSet = makeProduct({
      endTime: '2025-03-01T10:00:30.000Z',
      auctionTimer: 10,
      lastPlacedBid: makeBid({ date: '2025-03-01T10:00:20.000Z' }),
    });
    expect(auctionClock(bidSet, NOW)).toEqual({ phase: 'ends', seconds: 10 });
    const window = makeProduct({ endTime: '2025-03-01T10:00:30.000Z', auctionTimer: 10, lastPlacedBid: null });
    expect(auctionClock(window, NOW)).toEqual({ phase: 'ends', seconds: 30 });
  });

  it('shows no clock for closed and ended auctions', () => {
    expect(auctionClock(makeProduct({ status: 'Closed' }), NOW)).toEqual({ phase: 'over' });
    expect(auctionClock(makeProduct({ status: 'Ended' }), NOW)).toEqual({ phase: 'over' });
  });
});

describe('Countdown (item page)', () => {
  fakeClockEachTest(NOW);

  it('ticks down once a second with an accessible label', () => {
    renderWithProviders(<Countdown product={makeProduct({ endTime: '2025-03-01T10:01:05.000Z', lastPlacedBid: null })} />);
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toBe('00:01:05');
    expect(timer.getAttribute('aria-label')).toBe('Ends in 00:01:05');
    advanceTimersInAct(3000);
    expect(screen.getByRole('timer').textContent).toBe('00:01:02');
  });

  it('says Live now while no end time is known', () => {
    renderWithProviders(<Countdown product={makeProduct({ endTime: null })} />);
    expect(screen.getByText('Live now')).toBeTruthy();
  });

  it('stops its interval when unmounted', () => {
    const { unmount } = renderWithProviders(<Countdown product={makeProduct({ endTime: '2025-03-01T10:01:05.000Z' })} />);
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
