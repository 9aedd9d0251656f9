// The app's first requests (app/route-data.ts): the data of the page it opens on, asked for as it
// starts with the page's own query (the page finds the answer and asks no more), the first
// answer's auctions watched at once and let go once the cards have long taken over, and the
// page's chunk fetched ahead of the first render.
import type { FullProduct, HomePageItems, SearchResult } from '@blitz/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as Pages from '../../src/app/lazy-pages';
import { prefetchRouteData, preloadRoutePage } from '../../src/app/route-data';
import { HomeProducts } from '../../src/features/catalogue/components/home-products';
import { createQueryClient } from '../../src/lib/query-client';
import { RealtimeClient } from '../../src/lib/realtime/realtime-client';
import { createTestQueryClient, renderWithProviders } from '../components/render';
import { makeProduct } from '../lib/product-fixtures';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const answers = new Map<string, unknown>();
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

beforeEach(() => {
  answers.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => json(answers.get(url)));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const location = (path: string) => {
  const url = new URL(path, 'http://shop.test');
  return { pathname: url.pathname, search: url.search };
};
const bodies = () => fetchMock.mock.calls.map(([url, init]) => [url, JSON.parse(String(init.body)) as Record<string, unknown>] as const);
/** A realtime client that never connects: its watch registry is what the test reads. */
const idleRealtime = () => new RealtimeClient({ watchDebounceMs: 0 });

const home: HomePageItems = {
  featuredProducts: [makeProduct({ id: 500, title: 'Featured console' })],
  products: Array.from({ length: 12 }, (_, index) => makeProduct({ id: index + 1, title: `Product ${index + 1}` })),
  totalsProducts: 12,
};

describe('prefetchRouteData', () => {
  it("asks for the home page's first page with the page's own query: the page finds it and asks no more", async () => {
    answers.set('/api/auction/getHomePageItems', home);
    // The shop's own client: an answer stays fresh for a while, so the page does not ask again.
    const queryClient = createQueryClient();
    let textsIn: () => void = () => undefined;
    prefetchRouteData(location('/'), queryClient, idleRealtime(), new Promise<void>((resolve) => (textsIn = resolve)));
    // Not before the texts: their language is in the request.
    await Promise.resolve();
    expect(fetchMock).not.toHaveBeenCalled();
    textsIn();
    await vi.waitFor(() =>
      expect(bodies()).toEqual([['/api/auction/getHomePageItems', expect.objectContaining({ pageNumber: 1, pageSize: 20 })]]),
    );
    renderWithProviders(<HomeProducts />, { queryClient });
    const all = await screen.findByRole('list', { name: 'Live and upcoming auctions' });
    await waitFor(() => expect(within(all).getAllByRole('article')).toHaveLength(12));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('watches the first ten auctions of the answer until the cards have long taken over', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    answers.set('/api/auction/getHomePageItems', home);
    const realtime = idleRealtime();
    prefetchRouteData(location('/'), createTestQueryClient(), realtime, Promise.resolve());
    await vi.waitFor(() => expect(realtime.watches.current()).toEqual([500, 1, 2, 3, 4, 5, 6, 7, 8, 9]));
    // A card of the page watches one of them meanwhile.
    const card = realtime.watches.add([3]);
    // (Waiting for the answer moved the clock on by a few of its polls at most.)
    vi.advanceTimersByTime(9_000);
    expect(realtime.watches.current()).toContain(9);
    vi.advanceTimersByTime(1_000);
    expect(realtime.watches.current()).toEqual([3]);
    card();
    expect(realtime.watches.current()).toEqual([]);
  });

  it("asks for a search's first page from the page's address and watches what it found", async () => {
    const found: SearchResult = {
      products: { found: [makeProduct({ id: 31 }), makeProduct({ id: 14 })], suggested: [makeProduct({ id: 77 })] },
      totalProducts: 2,
      filters: { category: [], available: [], rating: [], bidType: [], status: [], price: 0 },
    };
    answers.set('/api/search/auction', found);
    const realtime = idleRealtime();
    prefetchRouteData(location('/search?s=phone&srt=new'), createTestQueryClient(), realtime, Promise.resolve());
    await vi.waitFor(() => expect(realtime.watches.current()).toEqual([31, 14]));
    expect(bodies()).toEqual([['/api/search/auction', expect.objectContaining({ searchText: 'phone', sort: 'new', pageNumber: 1 })]]);
  });

  it("asks for an item page's auction and watches it first; an address that names no auction asks nothing", async () => {
    const { lastPlacedBid: _none, ...short } = makeProduct({ id: 38 });
    const auction: FullProduct = {
      ...short,
      description: 'A product.',
      reviews: [],
      additionalImages: [],
      lastPlacedBids: [],
      productId: 7,
    };
    answers.set('/api/auction/get', auction);
    const realtime = idleRealtime();
    prefetchRouteData(location('/item/abc'), createTestQueryClient(), realtime, Promise.resolve());
    await Promise.resolve();
    expect(fetchMock).not.toHaveBeenCalled();
    prefetchRouteData(location('/item/38'), createTestQueryClient(), realtime, Promise.resolve());
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(bodies()).toEqual([['/api/auction/get', expect.objectContaining({ auctionID: 38 })]]);
    await vi.waitFor(() => expect(realtime.watches.current()).toEqual([38]));
  });

  it('asks nothing for a page without a first query of its own', async () => {
    prefetchRouteData(location('/about'), createTestQueryClient(), idleRealtime(), Promise.resolve());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('preloadRoutePage', () => {
  it("fetches the chunk of the address's page, and nothing for an address of no page's own", async () => {
    const search = vi.spyOn(Pages.SearchPage, 'preload');
    const item = vi.spyOn(Pages.ItemPage, 'preload');
    await preloadRoutePage('/search');
    expect(search).toHaveBeenCalledTimes(1);
    expect(item).not.toHaveBeenCalled();
    await preloadRoutePage('/item/38');
    expect(item).toHaveBeenCalledTimes(1);
    // /termsAndConditions is a redirect, not a lazy page.
    await expect(preloadRoutePage('/termsAndConditions')).resolves.toBeUndefined();
  });
});
