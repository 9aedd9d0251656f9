// The data a page opens on, fetched on the server by its route's loader and handed to the page's
// own queries: the loader fills a React Query client of its own, for this request, through the
// request's scope (its language; the API called in process), and the page's HTML is rendered from
// it and carries it, dehydrated, into the browser's client (HydrationBoundary), so the browser
// asks for none of it again. Client-side navigations skip the server (clientLoader): the page
// shows its loading state and fetches, as every other page does.
import { dehydrate, HydrationBoundary, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { FALLBACK_LANGUAGE } from '@blitz/contract';
import type { ReactNode } from 'react';
import { useLoaderData, type AppLoadContext } from 'react-router';
import type { ApiScope } from '../lib/api-client';
import { createQueryClient } from '../lib/query-client';

export interface PageData {
  queries: DehydratedState;
}

/** The scope of a page request's calls: its language, and the API in process. */
export function scopeOf(context: AppLoadContext): ApiScope {
  // React Router's own dev server gives no load context: the page then fetches in the browser.
  const given: Partial<AppLoadContext> = context;
  return { language: given.language ?? FALLBACK_LANGUAGE, transport: given.callApi ?? (() => Promise.reject(new Error('no API here'))) };
}

/** What `fill` fetched into a client of this request's own, dehydrated (a failed query is left for the browser). */
export async function prefetched(fill: (client: QueryClient) => Promise<unknown>): Promise<PageData> {
  const client = createQueryClient();
  await fill(client);
  return { queries: dehydrate(client) };
}

/** For the browser's navigations: nothing from the server, the page fetches its own data. */
export const clientLoader = (): PageData | null => null;

/** The page, with what its loader fetched in the page's query client. */
export function WithPageData({ children }: { children: ReactNode }) {
  const data = useLoaderData<PageData | null>();
  return <HydrationBoundary state={data?.queries}>{children}</HydrationBoundary>;
}
