// The header's balance and cart badge follow the realtime channel; the favourites section
// follows the one shared favourites set.
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FavouritesSection } from '../../src/features/catalogue/components/favourites-section';
import { renderRoutes } from '../app/test-utils';
import { installFakeApi } from '../auth/fake-api';
import { makeProduct } from '../lib/product-fixtures';
import { json, stubApi } from '../search/fetch-mock';
import { EMPTY_HOME_ROUTES, SIGNED_IN_ROUTES } from '../support/fake-routes';
import { signInBeforeEach } from '../support/signed-in';
import { renderLive } from './render-live';

vi.setConfig({ testTimeout: 30_000 });

signInBeforeEach();

describe('signed-in header, live', () => {
  it('shows the pushed Blitz balance and the cart item count', async () => {
    installFakeApi({ ...EMPTY_HOME_ROUTES, ...SIGNED_IN_ROUTES });
    const { realtime } = renderRoutes('/');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: /0 Blitz/ })).toBeTruthy();
    act(() => {
      realtime.store.apply({ event: 'new-bids-count', status: 'success', data: { bids: 17 } });
      realtime.store.apply({
        event: 'add-to-cart',
        status: 'success',
        data: {
          cartItems: [
            { amount: 12.5, type: 'auction', name: 'Kettle' },
            { amount: 99, type: 'bids', name: '50 Blitz' },
          ],
        },
      });
    });
    expect(within(header).getByRole('link', { name: '17 Blitz: buy more' }).textContent).toBe('17');
    expect(within(header).getByRole('link', { name: 'Cart, 2 items' })).toBeTruthy();
  });
});

describe('favourites section, live', () => {
  it('drops an unmarked auction at once and reloads when one is marked elsewhere', async () => {
    let listed = [makeProduct({ id: 31, title: 'Air fryer' }), makeProduct({ id: 32, title: 'Kettle' })];
    const calls = stubApi({ '/favorite/get': () => json(200, listed) });
    const { client } = renderLive(<FavouritesSection />);
    act(() => client.store.setFavourites([31, 32]));
    const list = await screen.findByRole('list', { name: 'Your favourite auctions' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(2));

    act(() => client.store.setFavourites([32]));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(1));
    expect(within(list).queryByText('Air fryer')).toBeNull();

    listed = [...listed, makeProduct({ id: 33, title: 'Toaster' })];
    act(() => client.store.setFavourites([32, 33]));
    expect(await within(list).findByText('Toaster')).toBeTruthy();
    await waitFor(() => expect(calls.filter((call) => call.path === '/favorite/get')).toHaveLength(2));
  });
});
