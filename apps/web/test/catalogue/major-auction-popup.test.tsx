import { STORAGE_KEYS } from '@blitz/contract';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MajorAuctionPopup } from '../../src/features/catalogue/components/major-auction-popup';
import { renderWithProviders } from '../components/render';
import { makeProduct } from '../lib/product-fixtures';
import { json, stubApi } from '../search/fetch-mock';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const majors = () => [
  makeProduct({ id: 5, categoryID: 0, title: 'Later car', auctionTime: inDays(9), status: 'Not Started', lastPlacedBid: null }),
  makeProduct({ id: 6, categoryID: 0, title: 'Next car', auctionTime: inDays(2), status: 'Not Started', lastPlacedBid: null }),
  makeProduct({ id: 7, categoryID: 0, title: 'Past car', auctionTime: inDays(-1), status: 'Open' }),
];

describe('MajorAuctionPopup', () => {
  it('shows the earliest future major auction once per session and stores it', async () => {
    stubApi({ '/auction/getMajor': () => json(200, majors()) });
    const first = renderWithProviders(<MajorAuctionPopup />);
    const popup = await screen.findByRole('complementary', { name: 'Next major auction' });
    expect(popup.textContent).toContain('Next car');
    expect(screen.getByRole('link', { name: 'View auction' }).getAttribute('href')).toBe('/item/6');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.nextMajorAuction) ?? '{}')).toMatchObject({ id: 6 });

    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    await vi.waitFor(() => expect(screen.queryByRole('complementary', { name: 'Next major auction' })).toBeNull());
    first.unmount();

    renderWithProviders(<MajorAuctionPopup />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('complementary', { name: 'Next major auction' })).toBeNull();
  });

  it('stays hidden when no major auction is still to start (204)', async () => {
    const calls = stubApi({ '/auction/getMajor': () => json(204) });
    renderWithProviders(<MajorAuctionPopup />);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
