// /auction/get: one auction's full product for the item page. SPEC.md section 7 answers 204 or
// 209 when the auction does not exist; both resolve to null (the page's not-found state).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FullProduct } from '@blitz/contract';
import { ApiError, callApi, type ApiScope } from '../../../lib/api-client';
import { failureForStatus } from '../../../lib/api/status-map';
import { currentLanguage } from '../../../lib/i18n';
import { useLanguage } from '../../../lib/use-translation';

export async function getAuction(auctionID: number, signal?: AbortSignal, scope?: ApiScope): Promise<FullProduct | null> {
  const result = await callApi('/auction/get', { auctionID }, { signal, scope });
  switch (result.kind) {
    case 'data':
      return result.data;
    case 'empty':
      return null;
    case 'status':
      if (result.status === 209) return null;
      throw new ApiError(failureForStatus(result.status));
    case 'error':
      throw new ApiError(result);
  }
}

/** The query of one auction, for the hook and for the item page's loader (in its request's `scope`). */
export function auctionQuery(auctionID: number, scope?: ApiScope) {
  return queryOptions({
    queryKey: ['item', 'auction', scope?.language ?? currentLanguage(), auctionID] as const,
    queryFn: ({ signal }) => getAuction(auctionID, signal, scope),
  });
}

export function useAuction(auctionID: number) {
  return useQuery(auctionQuery(auctionID, { language: useLanguage() }));
}
