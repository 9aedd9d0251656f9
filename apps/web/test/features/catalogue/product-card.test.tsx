import { STORAGE_KEYS } from '@blitz/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductCard } from '../../../src/features/catalogue/components/product-card';
import { RealtimeClient } from '../../../src/lib/realtime/realtime-client';
import { RealtimeProvider } from '../../../src/lib/realtime/realtime-context';
import { SessionProvider } from '../../../src/lib/session';
import { makeJwt } from '../../auth/fake-api';
import { renderWithProviders } from '../../components/render';
import { makeBid, makeProduct } from '../../lib/product-fixtures';
import { advanceTimersInAct, fakeClockEachTest } from '../../support/fake-clock';

const NOW = Date.parse('2025-03-01T10:00:00.000Z');

fakeClockEachTest(NOW);
beforeEach(() => localStorage.clear());

function timer() {
  return screen.getByRole('timer');
}

/** A bid at 10:00:00 put the end time at 10:00:10 (a 10 s bid timer). */
const endSetByLastBid = () =>
  makeProduct({
    endTime: '2025-03-01T10:00:10.000Z',
    auctionTimer: 10,
    lastPlacedBid: makeBid({ date: '2025-03-01T10:00:00.000Z' }),
  });

describe('ProductCard', () => {
  it('shows title, the current bid in rand, the last bidder and the buy-now price', () => {
    const product = makeProduct({
      id: 7,
      title: 'Hisense 55" 4K TV',
      buyNowPrice: '12999.00',
      lastPlacedBid: makeBid({ bidAmount: '1234.50' }),
    });
    renderWithProviders(<ProductCard product={product} />);

    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Hisense 55" 4K TV');
    expect(screen.getByText('Current bid')).toBeTruthy();
    expect(screen.getByTestId('product-price').textContent).toBe('R1 234.50');
    expect(screen.getByTestId('product-bidder').textContent).toBe('Leading: ThandiW');
    expect(screen.getByText('R12 999.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open auction: Hisense 55" 4K TV' }).getAttribute('href')).toBe('/item/7');
  });

  it('shows the starting amount and "No bids yet" without bids', () => {
    renderWithProviders(<ProductCard product={makeProduct({ startingAmount: '0.00', lastPlacedBid: null })} />);
    expect(screen.getByText('Starting bid')).toBeTruthy();
    expect(screen.getByTestId('product-price').textContent).toBe('R0.00');
    expect(screen.getByTestId('product-bidder').textContent).toBe('No bids yet');
  });

  it('ticks the countdown every second and emphasises the last ten seconds', () => {
    renderWithProviders(<ProductCard product={endSetByLastBid()} />);
    expect(timer().textContent).toBe('00:00:10');
    expect(timer().parentElement?.dataset.urgent).toBeUndefined();
    expect(screen.getByText('Ends in')).toBeTruthy();

    advanceTimersInAct(1000);
    expect(timer().textContent).toBe('00:00:09');
    expect(timer().parentElement?.dataset.urgent).toBe('true');
    expect(screen.getByText('Ending soon')).toBeTruthy();

    advanceTimersInAct(9000);
    expect(timer().textContent).toBe('00:00:00');
    advanceTimersInAct(5000);
    expect(timer().textContent).toBe('00:00:00');
  });

  it('never shows more than the bid timer once the last bid set the end time (device clock behind)', () => {
    vi.setSystemTime(NOW - 3000);
    renderWithProviders(<ProductCard product={endSetByLastBid()} />);
    expect(timer().textContent).toBe('00:00:10');
  });

  it('counts down to the end time of the opening window without the timer cap', () => {
    const product = makeProduct({
      endTime: '2025-03-01T12:30:05.000Z',
      lastPlacedBid: makeBid({ date: '2025-03-01T09:59:00.000Z' }),
    });
    renderWithProviders(<ProductCard product={product} />);
    expect(timer().textContent).toBe('02:30:05');
    expect(screen.getByText('Ends in')).toBeTruthy();
  });

  it('counts down to the start of an auction that has not started, with days', () => {
    const product = makeProduct({
      status: 'Not Started',
      auctionTime: '2025-03-03T12:00:00.000Z',
      endTime: null,
      lastPlacedBid: null,
    });
    renderWithProviders(<ProductCard product={product} />);
    expect(screen.getByText('Coming soon')).toBeTruthy();
    expect(screen.getByText('Starts in')).toBeTruthy();
    expect(timer().textContent).toBe('2d 02:00:00');
  });

  it('shows an ended auction with its winner and winning bid', () => {
    const product = makeProduct({
      status: 'Ended',
      lastPlacedBid: makeBid({ bidAmount: '87.30', bidder: { nickname: 'Sipho', profileImage: null } }),
    });
    renderWithProviders(<ProductCard product={product} />);
    expect(screen.getByText('Ended', { selector: '[data-status] span' })).toBeTruthy();
    expect(screen.getByText('Winning bid')).toBeTruthy();
    expect(screen.getByTestId('product-price').textContent).toBe('R87.30');
    expect(screen.getByTestId('product-bidder').textContent).toBe('Won by Sipho');
    expect(timer().textContent).toBe('00:00:00');
    expect(screen.getByText('View result')).toBeTruthy();
  });

  it.each([
    ['Open', 'Live'],
    ['Not Started', 'Coming soon'],
    ['Closed', 'Closed'],
  ] as const)('labels status %s as %s', (status, label) => {
    const { container } = renderWithProviders(<ProductCard product={makeProduct({ status })} />);
    const chip = container.querySelector(`[data-status="${status}"]`);
    expect(chip?.textContent).toBe(label);
  });

  it('badges major auctions and restricted bid types but not Standard', () => {
    const { container, unmount } = renderWithProviders(<ProductCard product={makeProduct({ categoryID: 0, bidType: 'Beginner' })} />);
    expect(screen.getByText('Major')).toBeTruthy();
    expect(container.querySelector('[data-bid-type="Beginner"]')?.textContent).toBe('Beginner');
    unmount();

    const standard = renderWithProviders(<ProductCard product={makeProduct({ categoryID: 4, bidType: 'Standard' })} />);
    expect(screen.queryByText('Major')).toBeNull();
    expect(standard.container.querySelector('[data-bid-type]')).toBeNull();
  });

  it('hides the buy-now line when buy now is off', () => {
    renderWithProviders(<ProductCard product={makeProduct({ buyNow: false, buyNowPrice: '4321.00' })} />);
    expect(screen.queryByText('R4 321.00')).toBeNull();
  });

  it('disables the heart for visitors with a log-in hint', () => {
    renderWithProviders(<ProductCard product={makeProduct()} />);
    const heart = screen.getByRole('button', { name: 'Log in to save favourites' });
    expect(heart.hasAttribute('disabled')).toBe(true);
  });

  it('toggles a favourite through the realtime client for a signed-in user', async () => {
    vi.useRealTimers();
    localStorage.setItem(STORAGE_KEYS.refreshToken, makeJwt(86_000));
    const realtime = new RealtimeClient();
    const setFavourite = vi.spyOn(realtime, 'setFavourite').mockResolvedValue({ status: 'success', favoriteProducts: [42] });
    renderWithProviders(
      <SessionProvider>
        <RealtimeProvider client={realtime} connect={false}>
          <ProductCard product={makeProduct({ id: 42 })} />
        </RealtimeProvider>
      </SessionProvider>,
    );
    const heart = screen.getByRole('button', { name: 'Add to favourites' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(heart);
    expect(setFavourite).toHaveBeenCalledWith(42, true);
    // Another tab marks it too: the pushed set fills the heart.
    act(() => realtime.store.setFavourites([42]));
    expect(screen.getByRole('button', { name: 'Remove from favourites' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('offers "Bid now" on a Locked auction past its lock point only to the shopper known to have bid there', () => {
    vi.useRealTimers();
    localStorage.setItem(STORAGE_KEYS.refreshToken, makeJwt(86_000));
    const realtime = new RealtimeClient();
    const locked = (bidder: string) =>
      makeProduct({
        status: 'Open',
        bidType: 'Locked',
        lockPrice: '5.00',
        lastPlacedBid: makeBid({ bidAmount: '6.00', bidder: { nickname: bidder, profileImage: null } }),
      });
    const renderCard = (product: ReturnType<typeof makeProduct>) =>
      renderWithProviders(
        <SessionProvider>
          <RealtimeProvider client={realtime} connect={false}>
            <ProductCard product={product} />
          </RealtimeProvider>
        </SessionProvider>,
      );
    // Someone else leads: the card cannot know this shopper bid, so it does not promise a bid.
    const other = renderCard(locked('Sipho'));
    expect(screen.getByText('View auction')).toBeTruthy();
    expect(screen.queryByText('Bid now')).toBeNull();
    other.unmount();
    // The shopper leads, so they have bid here and may go on.
    renderCard(locked('Thandi'));
    expect(screen.getByText('Bid now')).toBeTruthy();
  });

  it('opens items in a new tab when the visitor asked for it', () => {
    localStorage.setItem(STORAGE_KEYS.openInNewTab, 'true');
    renderWithProviders(<ProductCard product={makeProduct({ title: 'Kettle' })} />);
    expect(screen.getByRole('link', { name: 'Open auction: Kettle' }).getAttribute('target')).toBe('_blank');
  });

  it('shows the image placeholder for a product without an image', () => {
    const { container } = renderWithProviders(<ProductCard product={makeProduct({ title: 'Air fryer', mainImage: null })} />);
    const article = container.querySelector('article');
    if (!article) throw new Error('card not rendered');
    expect(within(article).getByRole('img', { name: 'Air fryer (image unavailable)' })).toBeTruthy();
  });
});
