// Countdowns run on the server's clock: the offset the socket's auth measured is added to the
// device clock everywhere a countdown is shown.
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AuctionCountdown } from '../../src/components/countdown/auction-countdown';
import { makeBid, makeProduct } from '../lib/product-fixtures';
import { renderLive } from './render-live';
import { advanceTimersInAct, fakeClockEachTest } from '../support/fake-clock';

const NOW = Date.parse('2025-03-01T10:00:00.000Z');

fakeClockEachTest(NOW);
afterEach(() => localStorage.clear());

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
    advanceTimersInAct(1000);
    expect(screen.getByRole('timer').textContent).toBe('00:00:06');
  });
});
