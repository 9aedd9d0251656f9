// /auction/get: one auction's full product for the item page. SPEC.md section 7 answers 204 or
// 209 when the auction does not exist; both resolve to null (the page's not-found state).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FullProduct } from '@blitz/contract';
import { ApiError, callApi } from '../../../lib/api-client';
import { failureForStatus } from '../../../lib/api/status-map';
import { currentLanguage } from '../../../lib/i18n';

export async function getAuction(auctionID: number, signal?: AbortSignal): Promise<FullProduct | null> {
  const result = await callApi('/auction/get', { auctionID }, { signal });
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

/** The query of one auction, for the hook and for the app's first request (app/route-data.ts). */
export function auctionQuery(auctionID: number) {
  return queryOptions({
    queryKey: ['item', 'auction', currentLanguage(), auctionID] as const,
    queryFn: ({ signal }) => getAuction(auctionID, signal),
  });
}

export function useAuction(auctionID: number) {
  return useQuery(auctionQuery(auctionID));
}
