// /packs/get: the bid packs on sale, in the shop's order (DESIGN.md 'Bid packs'). Public.
import { useQuery } from '@tanstack/react-query';
import type { BidPack } from '@blitz/contract';
import { fetchApiData } from '../../../lib/api-client';

export function useBidPacks() {
  return useQuery({
    queryKey: ['payment', 'packs'] as const,
    queryFn: async ({ signal }): Promise<BidPack[]> => (await fetchApiData('/packs/get', {}, { signal })) ?? [],
    staleTime: 5 * 60_000,
  });
}
