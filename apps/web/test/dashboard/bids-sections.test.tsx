// The dashboard's open-auctions and bids-history sections: live cards from /bids/active, and the
// history with its URL filters, sort, pages and empty states.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../app/test-utils';
import '../ui/pointer-event';
import { installFakeApi } from '../auth/fake-api';
import { makeProduct } from '../lib/product-fixtures';
import { SIGNED_IN_ROUTES } from '../support/fake-routes';
import { signInBeforeEach } from '../support/signed-in';

vi.setConfig({ testTimeout: 30_000 });

/** The dashboard is a lazy page: its first load may take a while on a busy machine. */
const PAGE_LOAD = { timeout: 10_000 };

function historyItem(id: number, winner = '') {
  return { auctionID: id, title: `Auction item ${id}`, winner, image: null, date: '2025-03-01T10:00:00.000Z' };
}

signInBeforeEach();

describe('open auctions section', () => {
  it('lists the auctions the user takes part in as live cards', async () => {
    installFakeApi({
      ...SIGNED_IN_ROUTES,
      '/bids/active': {
        status: 200,
        body: [makeProduct({ id: 5, title: 'Air fryer', lastPlacedBid: null }), makeProduct({ id: 6, title: 'Kettle' })],
      },
    });
    const { realtime } = renderRoutes('/dashboard?page=openAuctions');
    const list = await screen.findByRole('list', { name: 'Your open auctions' }, PAGE_LOAD);
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(2));
    expect(screen.getByText('You are taking part in 2 auctions.')).toBeTruthy();
    await waitFor(() => expect(realtime.watches.current()).toEqual([5, 6]));
    act(() =>
      realtime.store.apply({
        event: 'placed-bid',
        status: 'success',
        data: {
          productID: 5,
          bidAmount: '99.90',
          date: '2025-03-01T10:00:09.000Z',
          bidder: { nickname: 'SaverSam', profileImage: null },
          endTime: '2099-01-01T00:00:00.000Z',
        },
      }),
    );
    const card = within(list).getByText('Air fryer').closest('article') as HTMLElement;
    expect(within(card).getByTestId('product-price').textContent).toBe('R99.90');
    expect(within(card).getByTestId('product-bidder').textContent).toBe('Leading: SaverSam');
  });

  it('shows the empty state for a 204 answer', async () => {
    installFakeApi({ ...SIGNED_IN_ROUTES, '/bids/active': { status: 204 } });
    renderRoutes('/dashboard?page=openAuctions');
    expect(await screen.findByText('No open auctions', {}, PAGE_LOAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse auctions' }).getAttribute('href')).toBe('/');
  });
});

describe('bids history section', () => {
  it('reads the filter from the URL, sends it, and pages through the results', async () => {
    const api = installFakeApi({
      ...SIGNED_IN_ROUTES,
      '/bids/history': (body) => ({
        status: 200,
        body: {
          totalProducts: 12,
          previousBids: body.pageNumber === 1 ? [historyItem(1, 'Thandi'), historyItem(2, 'SaverSam'), historyItem(3)] : [historyItem(11)],
        },
      }),
    });
    const user = userEvent.setup();
    renderRoutes('/dashboard?page=history&prMin=10&stat=Ended&wonBy=Sam&srt=prDesc');
    const list = await screen.findByRole('list', { name: 'Your bids history' }, PAGE_LOAD);
    expect(api.bodiesOf('/bids/history')[0]).toMatchObject({
      minPrice: 10,
      status: ['Ended'],
      wonBy: 'Sam',
      sort: 'prDesc',
      pageNumber: 1,
      pageSize: 10,
    });
    expect(screen.getByText('12 auctions')).toBeTruthy();
    const items = within(list).getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('You won');
    expect(items[1]?.textContent).toContain('Won by SaverSam');
    expect(items[2]?.textContent).toContain('No winner yet');
    expect(within(list).getByRole('link', { name: 'Auction item 2' }).getAttribute('href')).toBe('/item/2');

    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByRole('link', { name: 'Auction item 11' })).toBeTruthy();
    expect(api.bodiesOf('/bids/history').at(-1)).toMatchObject({ pageNumber: 2 });
  });

  it('applies typed filters through the URL and refuses a reversed price range', async () => {
    const api = installFakeApi({
      ...SIGNED_IN_ROUTES,
      '/bids/history': { status: 200, body: { totalProducts: 1, previousBids: [historyItem(4)] } },
    });
    const user = userEvent.setup();
    const { router } = renderRoutes('/dashboard?page=history');
    await screen.findByRole('list', { name: 'Your bids history' }, PAGE_LOAD);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.type(screen.getByRole('textbox', { name: 'Min price (R)' }), '50');
    await user.type(screen.getByRole('textbox', { name: 'Max price (R)' }), '20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert').textContent).toBe('The lowest price must not be above the highest.');

    await user.clear(screen.getByRole('textbox', { name: 'Max price (R)' }));
    await user.type(screen.getByRole('textbox', { name: 'Auction numbers' }), '4, 9');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=history&prMin=50&auctID=4%2C9'));
    await waitFor(() => expect(api.bodiesOf('/bids/history').at(-1)).toMatchObject({ minPrice: 50, auction: [4, 9], pageNumber: 1 }));
  });

  it('shows the empty state, and a clear-filters way out when filters hide everything', async () => {
    installFakeApi({ ...SIGNED_IN_ROUTES, '/bids/history': { status: 204 } });
    const user = userEvent.setup();
    const { router } = renderRoutes('/dashboard?page=history&wonBy=Nobody');
    expect(await screen.findByText('Nothing matches', {}, PAGE_LOAD)).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1) as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe('?page=history'));
    expect(await screen.findByText('No bids yet')).toBeTruthy();
  });
});
