import { screen, within, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FavouritesSection } from '../../src/features/catalogue/components/favourites-section';
import { renderWithProviders } from '../components/render';
import { makeProduct } from '../lib/product-fixtures';
import { json, stubApi } from '../search/fetch-mock';
import { resetBetweenTests } from '../support/reset-between-tests';

resetBetweenTests();

describe('FavouritesSection', () => {
  it('lists the favourite auctions with filled hearts', async () => {
    stubApi({ '/favorite/get': () => json(200, [makeProduct({ id: 31, title: 'Air fryer' }), makeProduct({ id: 32, title: 'Kettle' })]) });
    renderWithProviders(<FavouritesSection />);
    const list = await screen.findByRole('list', { name: 'Your favourite auctions' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(2));
    expect(within(list).getByText('Air fryer')).toBeTruthy();
  });

  it('shows the empty state for a 204 answer', async () => {
    stubApi({ '/favorite/get': () => json(204) });
    renderWithProviders(<FavouritesSection />);
    expect(await screen.findByText('No favourites yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse auctions' }).getAttribute('href')).toBe('/');
  });
});
