// Countdowns run on the server's clock: the offset the socket's auth measured is added to the
// device clock everywhere a countdown is shown.
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuctionCountdown } from '../../src/components/countdown/auction-countdown';
import { makeBid, makeProduct } from '../lib/product-fixtures';
import { renderLive } from './render-live';

const NOW = Date.parse('2025-03-01T10:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
});

describe('countdown with the server clock', () => {
  it('counts from the server time, not the device time', () => {
    const product = makeProduct({
      endTime: '2025-03-01T10:00:10.000Z',
      auctionTimer: 10,
      lastPlacedBid: makeBid({ date: '2025-03-01T10:00:00.000Z' }),
    });
    const { client } = renderLive(<AuctionCountdown product={product} />);
    expect(screen.getByRole('timer').textContent).toBe('00:00:10');
    // The server is 3 s ahead of this device.
    act(() => client.store.setAuthenticated(3000));
    expect(screen.getByRole('timer').textContent).toBe('00:00:07');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer').textContent).toBe('00:00:06');
  });
});
