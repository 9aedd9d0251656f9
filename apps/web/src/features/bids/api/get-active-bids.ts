// /bids/active: the open (and not yet started) auctions the user bid on or has a BidBuddy on.
// 204 means none (SPEC.md section 7).
import { useQuery } from '@tanstack/react-query';
import type { ShortProduct } from '@blitz/contract';
import { fetchApiData } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';

export async function getActiveBids(signal?: AbortSignal): Promise<ShortProduct[]> {
  return (await fetchApiData('/bids/active', {}, { signal })) ?? [];
}

export function useActiveBids() {
  return useQuery({
    queryKey: ['bids', 'active', currentLanguage()] as const,
    queryFn: ({ signal }) => getActiveBids(signal),
    // The list changes with every bid the user places elsewhere; always load it fresh.
    staleTime: 0,
  });
}
