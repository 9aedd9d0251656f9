import type { FullProduct } from '@blitz/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import ItemPage from '../../src/app/pages/item/item-page';
import { BidArea } from '../../src/features/item/components/bid-area';
import { renderWithProviders } from '../components/render';
import { makeBid, makeProduct } from '../lib/product-fixtures';
import { json, stubApi } from '../search/fetch-mock';
import { resetBetweenTests } from '../support/reset-between-tests';

resetBetweenTests();

function makeFull(overrides: Partial<FullProduct> = {}): FullProduct {
  const { lastPlacedBid: _ignored, ...shared } = makeProduct({ id: 42, title: 'Smart TV 55"' });
  return {
    ...shared,
    description: 'A big bright screen.',
    reviews: [{ nickname: 'Lindiwe', profileImage: null, date: '2025-02-01T10:00:00.000Z', rating: 4, review: 'Lovely picture.' }],
    additionalImages: [{ full: '/media/tv-side.webp' }],
    lastPlacedBids: [
      makeBid({ productID: 42, bidAmount: '1.10', date: '2025-03-01T10:00:01.000Z', bidder: { nickname: 'SaverSam', profileImage: null } }),
      makeBid({ productID: 42, bidAmount: '1.20', date: '2025-03-01T10:00:05.000Z', bidder: { nickname: 'KasiKing', profileImage: null } }),
    ],
    productId: 7,
    ...overrides,
  };
}

function renderItem(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/item/:auctionItemID" element={<ItemPage />} />
      <Route path="/login" element={<p>login page</p>} />
    </Routes>,
    { route: path },
  );
}

describe('ItemPage', () => {
  it('shows the gallery, price, reviews and the bid history newest first', async () => {
    const calls = stubApi({ '/auction/get': () => json(200, makeFull()) });
    renderItem('/item/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Smart TV 55"' })).toBeTruthy();
    expect(calls[0]?.body).toMatchObject({ auctionID: 42 });
    expect(screen.getByRole('button', { name: 'Show picture 2 of 2' })).toBeTruthy();
    expect(screen.getAllByText('R1.20')).toHaveLength(2);
    expect(screen.getByText('Leading: KasiKing')).toBeTruthy();
    expect(screen.getByText('Lovely picture.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('KasiKing');
    expect(rows[2]?.textContent).toContain('SaverSam');
    // Each bid's time sits over its date, in a machine-readable <time>.
    const time = rows[1]?.querySelector('time');
    expect(time?.getAttribute('datetime')).toBe('2025-03-01T10:00:05.000Z');
    expect(time?.textContent).toMatch(/\d{2}:00:05/);
    expect(time?.textContent).toContain('2025');
    expect(screen.getByRole('link', { name: 'Buy now' }).getAttribute('href')).toBe('/buy-now/42');
  });

  it('shows the error with a way to try again, and the auction once that answers', async () => {
    let calls = 0;
    stubApi({ '/auction/get': () => (++calls === 1 ? json(500, { message: 'down' }) : json(200, makeFull())) });
    renderItem('/item/42');
    expect(await screen.findByText('The auction could not be loaded. Check your connection and try again.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Smart TV 55"' })).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('names the winner the server names, and never takes the last bidder for one', async () => {
    const winner = { nickname: 'KasiKing', profileImage: null };
    stubApi({ '/auction/get': () => json(200, makeFull({ status: 'Ended', winner })) });
    const first = renderItem('/item/42');
    expect(await screen.findByText('Won by KasiKing')).toBeTruthy();
    first.unmount();

    stubApi({ '/auction/get': () => json(200, makeFull({ status: 'Ended', winner: null })) });
    renderItem('/item/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Smart TV 55"' })).toBeTruthy();
    expect(screen.queryByText(/Won by/)).toBeNull();
  });

  it('sends visitors who press the bid button to log in', async () => {
    stubApi({ '/auction/get': () => json(200, makeFull()) });
    renderItem('/item/42');
    await userEvent.click(await screen.findByRole('button', { name: 'Log in to bid' }));
    expect(await screen.findByText('login page')).toBeTruthy();
  });

  it.each([204, 209])('shows the not-found state for a %i answer', async (status) => {
    stubApi({ '/auction/get': () => json(status, status === 209 ? { message: 'No Data Found' } : undefined) });
    renderItem('/item/42');
    expect(await screen.findByText('This auction does not exist or is no longer available.')).toBeTruthy();
  });

  it('shows the not-found state for a malformed id without calling the server', async () => {
    const calls = stubApi({});
    renderItem('/item/abc');
    expect(await screen.findByText('404')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});

describe('BidArea', () => {
  it.each([
    ['Not Started', 'Bidding opens when the countdown reaches zero.'],
    ['Ended', 'This auction has ended.'],
    ['Closed', 'This auction is closed.'],
  ] as const)('is disabled with the reason while %s', (status, reason) => {
    const onLoginRequired = vi.fn();
    renderWithProviders(<BidArea status={status} signedIn={false} onLoginRequired={onLoginRequired} />);
    const button = screen.getByRole('button', { name: 'Place bid' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText(reason)).toBeTruthy();
  });

  it('places a bid for a signed-in user once the engine provides it', async () => {
    const onBid = vi.fn();
    renderWithProviders(<BidArea status="Open" signedIn onLoginRequired={vi.fn()} onBid={onBid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Place bid' }));
    expect(onBid).toHaveBeenCalledOnce();
  });
});
