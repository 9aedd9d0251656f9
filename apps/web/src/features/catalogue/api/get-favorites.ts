// /favorite/get: the signed-in user's favourite auctions. 204 means none yet (SPEC.md section 7).
import { useQuery } from '@tanstack/react-query';
import type { ShortProduct } from '@blitz/contract';
import { fetchApiData } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';

export async function getFavorites(signal?: AbortSignal): Promise<ShortProduct[]> {
  return (await fetchApiData('/favorite/get', {}, { signal })) ?? [];
}

export function favoritesQueryKey(language: string) {
  return ['catalogue', 'favorites', language] as const;
}

/** Only asks the server when `enabled` (a signed-in user); visitors have no favourites. */
export function useFavorites(enabled: boolean) {
  return useQuery({
    queryKey: favoritesQueryKey(currentLanguage()),
    queryFn: ({ signal }) => getFavorites(signal),
    enabled,
  });
}
