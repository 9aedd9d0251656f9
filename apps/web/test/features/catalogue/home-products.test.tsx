import { STORAGE_KEYS, type HomePageItems } from '@blitz/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomeProducts } from '../../../src/features/catalogue/components/home-products';
import { renderWithProviders } from '../../components/render';
import { makeHomePage, makeProduct } from '../../lib/product-fixtures';

// Three pages of cards (45 in all) render in jsdom in about 3.5 s on an idle 2-core machine and
// took more than 15 s once on a busy one.
vi.setConfig({ testTimeout: 45_000 });

type Handler = (body: Record<string, unknown>) => Response | Promise<Response>;
const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
let handler: Handler;

const json = (status: number, body?: unknown) => new Response(body === undefined ? null : JSON.stringify(body), { status });

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (_url, init) => handler(JSON.parse(String(init.body)) as Record<string, unknown>));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function productsPage(pageNumber: number, perPage: number, total: number): HomePageItems {
  const first = (pageNumber - 1) * perPage;
  const count = Math.max(0, Math.min(perPage, total - first));
  return {
    featuredProducts: pageNumber === 1 ? [makeProduct({ id: 1000, title: 'Featured PlayStation 5' })] : [],
    products: Array.from({ length: count }, (_, i) => makeProduct({ id: first + i + 1, title: `Product ${first + i + 1}` })),
    totalsProducts: total,
  };
}

describe('HomeProducts', () => {
  it('shows a skeleton while loading, then the featured and regular products', async () => {
    let release: () => void = () => {};
    handler = () => new Promise((resolve) => (release = () => resolve(json(200, productsPage(1, 20, 3)))));
    renderWithProviders(<HomeProducts />);

    expect(screen.getByRole('status', { name: 'Loading auctions' })).toBeTruthy();
    release();

    const featured = await screen.findByRole('list', { name: 'Featured auctions' });
    expect(within(featured).getByText('Featured PlayStation 5')).toBeTruthy();
    const all = screen.getByRole('list', { name: 'Live and upcoming auctions' });
    await waitFor(() => expect(within(all).getAllByRole('article')).toHaveLength(3));
    expect(screen.queryByRole('status', { name: 'Loading auctions' })).toBeNull();
    expect(screen.getByText('3 of 3 auctions')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more auctions' })).toBeNull();
    expect(screen.getByText(/seen every auction/)).toBeTruthy();
  });

  it('asks for page 1 first with the page size and the envelope', async () => {
    handler = () => json(200, makeHomePage());
    renderWithProviders(<HomeProducts />);
    await screen.findByRole('list', { name: 'Featured auctions' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auction/getHomePageItems');
    expect(JSON.parse(String(init?.body))).toEqual({ pageNumber: 1, pageSize: 20, lanIso: 'en' });
  });

  // The paging tests wait for every card of a page, which jsdom renders slowly: with two test files
  // at once a page of twenty took over ten seconds (the queue kept going; it had not stalled). Past
  // a list's first four, cards mount one per task through the mount queue (lib/mount-queue.ts,
  // tested in test/lib/render-cost.test.tsx), each turn a transition of its own; in a hidden tab it
  // mounts them all at once, so these tests say the page is hidden, and wait up to 30 s for a page.
  const mountCardsAtOnce = () => vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  const PAGE_RENDERED = { timeout: 30_000 };

  it('loads more pages until every product is shown', { timeout: 120_000 }, async () => {
    mountCardsAtOnce();
    handler = (body) => json(200, productsPage(Number(body.pageNumber), Number(body.pageSize), 45));
    renderWithProviders(<HomeProducts />);

    const all = await screen.findByRole('list', { name: 'Live and upcoming auctions' }, PAGE_RENDERED);
    await waitFor(() => expect(within(all).getAllByRole('article')).toHaveLength(20), PAGE_RENDERED);
    expect(screen.getByText('20 of 45 auctions')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Load more auctions' }));
    await waitFor(() => expect(within(all).getAllByRole('article')).toHaveLength(40), PAGE_RENDERED);
    await userEvent.click(screen.getByRole('button', { name: 'Load more auctions' }));
    await waitFor(() => expect(within(all).getAllByRole('article')).toHaveLength(45), PAGE_RENDERED);

    expect(screen.queryByRole('button', { name: 'Load more auctions' })).toBeNull();
    expect(fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init.body)).pageNumber)).toEqual([1, 2, 3]);
    // The featured products come from the first page only.
    expect(within(screen.getByRole('list', { name: 'Featured auctions' })).getAllByRole('article')).toHaveLength(1);
  });

  it('shows the empty state when there are no products', async () => {
    handler = () => json(200, { featuredProducts: [], products: [], totalsProducts: 0 });
    renderWithProviders(<HomeProducts />);
    expect(await screen.findByText('No auctions right now')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('treats 204 as an empty list', async () => {
    handler = () => json(204);
    renderWithProviders(<HomeProducts />);
    expect(await screen.findByText('No auctions right now')).toBeTruthy();
  });

  it('shows an error state with a retry that recovers', async () => {
    handler = () => json(500, { message: 'boom' });
    renderWithProviders(<HomeProducts />);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("We couldn't load the auctions")).toBeTruthy();

    handler = () => json(200, makeHomePage());
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Featured auctions' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('treats data of the wrong shape as an error', async () => {
    handler = () => json(200, { products: 'not a list' });
    renderWithProviders(<HomeProducts />);
    expect(await screen.findByRole('alert')).toBeTruthy();
  });

  it('keeps the shown products when loading more fails and offers the pager again', async () => {
    mountCardsAtOnce();
    handler = (body) => (body.pageNumber === 1 ? json(200, productsPage(1, 20, 30)) : json(503));
    renderWithProviders(<HomeProducts />);
    const all = await screen.findByRole('list', { name: 'Live and upcoming auctions' });

    await userEvent.click(screen.getByRole('button', { name: 'Load more auctions' }));
    expect(await screen.findByText(/couldn't load more auctions/)).toBeTruthy();
    await waitFor(() => expect(within(all).getAllByRole('article')).toHaveLength(20), PAGE_RENDERED);
    expect(screen.getByRole('button', { name: 'Load more auctions' })).toBeTruthy();
  });

  it('stores the next major auction: the earliest future start among categoryID 0', async () => {
    const soon = makeProduct({
      id: 501,
      categoryID: 0,
      status: 'Not Started',
      auctionTime: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const later = makeProduct({
      id: 502,
      categoryID: 0,
      status: 'Not Started',
      auctionTime: new Date(Date.now() + 7_200_000).toISOString(),
    });
    const past = makeProduct({ id: 503, categoryID: 0, auctionTime: new Date(Date.now() - 60_000).toISOString() });
    handler = () => json(200, { featuredProducts: [later, past], products: [soon], totalsProducts: 1 });
    renderWithProviders(<HomeProducts />);
    await screen.findByRole('list', { name: 'Featured auctions' });
    await waitFor(() => expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.nextMajorAuction) ?? 'null')?.id).toBe(501));
  });
});
