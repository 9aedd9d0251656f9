import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import WinnersPage from '../../src/app/pages/winners/winners-page';
import { renderWithProviders } from '../components/render';
import { makeBid, makeProduct } from '../lib/product-fixtures';
import { json, stubApi } from '../search/fetch-mock';
import { resetBetweenTests } from '../support/reset-between-tests';

resetBetweenTests();

const ended = (id: number) =>
  makeProduct({
    id,
    title: `Won ${id}`,
    status: 'Ended',
    lastPlacedBid: makeBid({ productID: id, bidAmount: '12.30', bidder: { nickname: `Winner${id}`, profileImage: null } }),
  });

describe('WinnersPage', () => {
  it('shows winner photos and ended auctions with their winners, page by page', async () => {
    const calls = stubApi({
      '/winnings/recent': (body) =>
        json(200, {
          products: body.pageNumber === 1 ? [ended(1), ended(2)] : [ended(3)],
          totalProducts: 3,
          winnerImages: ['/media/winners/a.webp', '/media/winners/b.webp'],
        }),
    });
    renderWithProviders(<WinnersPage />);
    const list = await screen.findByRole('list', { name: 'Recently won' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(2));
    expect(within(list).getByText('Won by Winner1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open winner photo 2 of 2' })).toBeTruthy();
    // The photos let the cards' pictures (the page's largest) load first.
    const photo = screen.getByRole('button', { name: 'Open winner photo 1 of 2' }).querySelector('img');
    expect(photo?.getAttribute('fetchpriority')).toBe('low');
    const cardPictures = [...list.querySelectorAll('img')];
    expect(cardPictures.length).toBeGreaterThan(0);
    expect(cardPictures.some((image) => image.hasAttribute('fetchpriority'))).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByText('Won 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(calls.map((call) => call.body.pageNumber)).toEqual([1, 2]);
  });

  it('says so when nobody has won yet (204)', async () => {
    stubApi({ '/winnings/recent': () => json(204) });
    renderWithProviders(<WinnersPage />);
    expect(await screen.findByText(/No auctions have been won yet/)).toBeTruthy();
  });
});
