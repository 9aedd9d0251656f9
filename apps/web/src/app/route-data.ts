// The data of the page the app opens on, requested as the app starts, beside its first render, not
// once that render has been committed (where a query's hook makes its first request): on a phone
// the render takes a few hundred milliseconds, and more where the page's chunk must come first,
// and the live prices wait for the cards that the answer fills (issue 15). The queries are the
// pages' own, so the pages find their answers on the way; the first answer's auctions are watched
// at once, before their cards. The search's query comes in a chunk of its own: its reading of the
// URL needs a part of zod's, which stays out of the app's chunk.
import type { QueryClient } from '@tanstack/react-query';
import { isValidElement } from 'react';
import { matchRoutes } from 'react-router';
import { homePageItemsQuery } from '../features/catalogue/api/get-home-page-items';
import { auctionQuery } from '../features/item/api/get-auction';
import { recentWinningsQuery } from '../features/winners/api/get-recent-winnings';
import { parseAuctionId } from './pages/auction-id';
import type { RealtimeClient } from '../lib/realtime/realtime-client';
import { routes } from './routes';

/**
 * Fetches the chunk of the page at `pathname` (a lazy page's), so that the app's first render
 * finds it: settles once it has loaded (or failed, which its render shows).
 */
export async function preloadRoutePage(pathname: string): Promise<void> {
  const page = matchRoutes(routes, pathname)?.at(-1)?.route.element;
  const type: unknown = isValidElement(page) ? page.type : undefined;
  if (typeof type === 'object' && type !== null && 'preload' in type && typeof type.preload === 'function') await type.preload();
}

/** How many of the first answer's auctions it watches: the first two rows on wide screens. */
const FIRST_WATCHED = 10;
/** How long the first answer watches them: the page's cards, once rendered, watch those they show. */
const FIRST_WATCH_MS = 10_000;

/** Watches the first auctions of the page's first answer until its cards have long taken over. */
function watchFirst(realtime: RealtimeClient, ids: number[], priority = false): void {
  if (ids.length === 0) return;
  const release = realtime.watches.add(ids.slice(0, FIRST_WATCHED), priority);
  setTimeout(release, FIRST_WATCH_MS);
}

/** The page's first request, on its way: its answer, the auctions to watch in it, whether first. */
interface FirstRequest {
  answered: Promise<void>;
  firstIds: () => number[];
  priority?: boolean;
}

/**
 * Makes the first request of the page at `location` once `textsReady` has settled (the texts'
 * language is in the requests), or none for a page without one. The search's query comes in
 * chunks of its own, requested at once: on a phone, they are in before the page's far larger
 * chunks, whose evaluation would hold them back.
 */
async function firstRequest(
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
  client: QueryClient,
  textsReady: Promise<unknown>,
): Promise<FirstRequest | null> {
  if (pathname === '/') {
    await textsReady;
    const query = homePageItemsQuery();
    const first = () => client.getQueryData(query.queryKey)?.pages[0];
    return {
      answered: client.prefetchInfiniteQuery(query),
      firstIds: () => [...(first()?.featuredProducts ?? []), ...(first()?.products ?? [])].map((product) => product.id),
    };
  }
  if (pathname === '/search') {
    const [{ searchAuctionsQuery }, { readSearchUrl }] = await Promise.all([
      import('../features/search/api/search-auctions'),
      import('../features/search/hooks/search-url'),
      textsReady,
    ]);
    const query = searchAuctionsQuery(readSearchUrl(new URLSearchParams(search)));
    return {
      answered: client.prefetchInfiniteQuery(query),
      firstIds: () => client.getQueryData(query.queryKey)?.pages[0]?.products.found.map((product) => product.id) ?? [],
    };
  }
  if (pathname === '/winners') {
    await textsReady;
    return { answered: client.prefetchInfiniteQuery(recentWinningsQuery()), firstIds: () => [] };
  }
  const item = /^\/item\/([^/]+)\/?$/.exec(pathname);
  const id = item ? parseAuctionId(item[1]) : null;
  if (id === null) return null;
  await textsReady;
  const query = auctionQuery(id);
  return { answered: client.prefetchQuery(query), firstIds: () => (client.getQueryData(query.queryKey) ? [id] : []), priority: true };
}

/**
 * Asks for the data of the page at `location` (see firstRequest), settling as the request goes out
 * (or once it is clear there is none), and, once the answer has come, watches its first auctions:
 * their live prices come while the page still renders (on a phone, the search's and the item's a
 * few hundred milliseconds).
 */
export function prefetchRouteData(
  location: Pick<Location, 'pathname' | 'search'>,
  client: QueryClient,
  realtime: RealtimeClient,
  textsReady: Promise<unknown>,
): Promise<void> {
  const request = firstRequest(location, client, textsReady);
  void request.then(
    async (made) => {
      if (!made) return;
      await made.answered;
      watchFirst(realtime, made.firstIds(), made.priority);
    },
    () => undefined,
  );
  return request.then(
    () => undefined,
    () => undefined,
  );
}
