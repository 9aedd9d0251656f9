// /auction/getMajor: the major auctions (categoryID 0). 204 means there are none.
import { useQuery } from '@tanstack/react-query';
import type { ShortProduct } from '@blitz/contract';
import { fetchApiData } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';

export async function getMajorAuctions(signal?: AbortSignal): Promise<ShortProduct[]> {
  return (await fetchApiData('/auction/getMajor', {}, { signal })) ?? [];
}

export function useMajorAuctions() {
  return useQuery({
    queryKey: ['catalogue', 'major', currentLanguage()] as const,
    queryFn: ({ signal }) => getMajorAuctions(signal),
    staleTime: 60_000,
  });
}
