// The item page on the realtime channel: it watches its auction, follows pushed bids and states,
// places bids with feedback and refusals, shows the winner to everyone and the BidBuddy panel.
import type { FullProduct } from '@blitz/contract';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import ItemPage from '../../src/app/pages/item/item-page';
import type { BidAck } from '../../src/lib/realtime/realtime-client';
import { makeBid, makeProduct } from '../lib/product-fixtures';
import { renderLive } from '../realtime/render-live';
import { json, stubApi } from '../search/fetch-mock';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function makeFull(overrides: Partial<FullProduct> = {}): FullProduct {
  const { lastPlacedBid: _ignored, ...shared } = makeProduct({ id: 42, title: 'Smart TV', endTime: '2099-01-01T00:00:00.000Z' });
  return {
    ...shared,
    description: 'A big bright screen.',
    reviews: [],
    additionalImages: [],
    lastPlacedBids: [
      makeBid({ productID: 42, bidAmount: '1.20', date: '2025-03-01T10:00:05.000Z', bidder: { nickname: 'KasiKing', profileImage: null } }),
    ],
    productId: 7,
    ...overrides,
  };
}

type BuddyAnswer = (body: Record<string, unknown>) => Response;

function renderItem(product: FullProduct, signedIn = true, bidBuddy: BuddyAnswer = () => json(500)) {
  const calls = stubApi({ '/auction/get': () => json(200, product), '/auction/bidBuddy': bidBuddy });
  const view = renderLive(
    <Routes>
      <Route path="/item/:auctionItemID" element={<ItemPage />} />
    </Routes>,
    { route: '/item/42', signedIn },
  );
  return { ...view, calls };
}

const bidEvent = (amount: string, nickname: string, extra = {}) => ({
  productID: 42,
  bidAmount: amount,
  date: '2025-03-01T10:00:09.000Z',
  bidder: { nickname, profileImage: null },
  endTime: '2099-01-01T00:00:10.000Z',
  ...extra,
});

describe('item page, live', () => {
  it('watches its auction and follows pushed bids and the end with the winner', async () => {
    const { client } = renderItem(makeFull(), false);
    await screen.findByRole('heading', { level: 1, name: 'Smart TV' });
    expect(client.watches.current()).toEqual([42]);

    act(() => client.store.apply({ event: 'placed-bid', status: 'success', data: bidEvent('1.30', 'SaverSam') }));
    // Within a render or two: on a busy machine the pushed bid once showed a render after act() returned.
    await waitFor(() => expect(screen.getByTestId('item-price').textContent).toBe('R1.30'));
    expect(screen.getByTestId('item-leader').textContent).toBe('Leading: SaverSam');
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('SaverSam');
    expect(rows[2]?.textContent).toContain('KasiKing');

    act(() =>
      client.store.apply({
        event: 'new-auction-state',
        status: 'success',
        data: { productID: 42, status: 'Ended', winner: { nickname: 'SaverSam', profileImage: null } },
      }),
    );
    expect(screen.getByTestId('item-leader').textContent).toBe('Won by SaverSam');
    expect(screen.getByText('This auction has ended.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Place bid' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('places a bid with instant feedback and shows the reason of a refusal', async () => {
    const { client } = renderItem(makeFull());
    act(() => client.store.setBalance(3));
    let answer: (ack: BidAck) => void = () => undefined;
    const placeBid = vi.spyOn(client, 'placeBid').mockImplementation(() => new Promise<BidAck>((resolve) => (answer = resolve)));
    await userEvent.click(await screen.findByRole('button', { name: 'Place bid' }));
    expect(placeBid).toHaveBeenCalledWith(42);
    expect((screen.getByRole('button', { name: /Bidding…/ }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => answer({ status: 'error', message: 'Sending Bid failed', reason: 'busy' }));
    expect(screen.getByRole('alert').textContent).toBe('Your previous bid is still being processed.');
    expect(screen.getByRole('button', { name: 'Place bid' })).toBeTruthy();
  });

  it('disables the button while the user leads and leads to /buy-packs at 0 Blitz', async () => {
    const { client } = renderItem(makeFull());
    await screen.findByRole('button', { name: 'Place bid' });
    act(() => client.store.apply({ event: 'placed-bid', status: 'success', data: bidEvent('1.30', 'Thandi') }));
    // Within a render or two: when the live hooks subscribe after the bid came (their effect can run
    // after the button showed), useSyncExternalStore reads the store again and renders once more.
    expect(await screen.findByRole('button', { name: 'You are the highest bidder' })).toBeTruthy();
    act(() => {
      client.store.apply({ event: 'placed-bid', status: 'success', data: bidEvent('1.40', 'SaverSam') });
      client.store.setBalance(0);
    });
    expect((await screen.findByRole('link', { name: 'Buy Blitz to bid' })).getAttribute('href')).toBe('/buy-packs');
  });

  it('tells the winner they won, with the way to the cart', async () => {
    renderItem(
      makeFull({
        status: 'Ended',
        winner: { nickname: 'Thandi', profileImage: null },
        lastPlacedBids: [makeBid({ productID: 42, bidAmount: '2.00', bidder: { nickname: 'Thandi', profileImage: null } })],
      }),
    );
    expect(await screen.findByText('You won this auction!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to cart' }).getAttribute('href')).toBe('/dashboard?page=payment');
    expect(screen.queryByRole('heading', { name: 'BidBuddy' })).toBeNull();
  });
});

describe('BidBuddy panel', () => {
  it('sets a buddy, follows its Blitz left and cancels it', async () => {
    const { client, calls } = renderItem(makeFull(), true, (body) =>
      json(200, { auctionID: 42, activeBuddy: body.active, currentBidBuddyAmount: body.active ? 20 : 0, bids: body.active ? 5 : 24 }),
    );
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Blitz to set aside' }), '20');
    await user.click(screen.getByRole('button', { name: 'Set BidBuddy' }));
    expect(await screen.findByText('20 Blitz left')).toBeTruthy();
    expect(client.store.getState().balance).toBe(5);

    act(() =>
      client.store.apply({ event: 'placed-bid', status: 'success', data: bidEvent('1.30', 'Thandi', { currentBidBuddyAmount: 19 }) }),
    );
    expect(screen.getByTestId('buddy-left').textContent).toBe('19 Blitz left');

    await user.click(screen.getByRole('button', { name: 'Cancel BidBuddy' }));
    expect(await screen.findByRole('button', { name: 'Set BidBuddy' })).toBeTruthy();
    expect(client.store.getState().balance).toBe(24);
    expect(calls.filter((call) => call.path === '/auction/bidBuddy').map((call) => call.body)).toMatchObject([
      { active: true, auctionID: 42, buddyAmount: 20 },
      { active: false, auctionID: 42 },
    ]);
  });

  it('refuses a bad amount locally and shows the server reason of a 406', async () => {
    const { calls } = renderItem(makeFull(), true, () => json(406, { reason: 'no-blitz' }));
    const user = userEvent.setup();
    const field = await screen.findByRole('textbox', { name: 'Blitz to set aside' });
    await user.type(field, '0');
    await user.click(screen.getByRole('button', { name: 'Set BidBuddy' }));
    expect(screen.getByText('Enter a whole number of Blitz from 1 to 1000.')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/auction/bidBuddy')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '50');
    await user.click(screen.getByRole('button', { name: 'Set BidBuddy' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('You do not have enough Blitz for this auction.'));
    expect(calls.find((call) => call.path === '/auction/bidBuddy')?.body).toMatchObject({ active: true, auctionID: 42, buddyAmount: 50 });
  });

  it('is not offered to visitors', async () => {
    renderItem(makeFull(), false);
    await screen.findByRole('heading', { level: 1, name: 'Smart TV' });
    expect(screen.queryByRole('heading', { name: 'BidBuddy' })).toBeNull();
  });
});
