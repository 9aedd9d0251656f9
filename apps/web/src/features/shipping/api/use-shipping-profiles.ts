// /shipping/get: the signed-in user's delivery addresses (SPEC.md section 7). The checkout reads
// the same query to offer them.
import { useQuery } from '@tanstack/react-query';
import type { ShippingProfile } from '@blitz/contract';
import { fetchApiData } from '../../../lib/api-client';

export const SHIPPING_PROFILES_KEY = ['shipping', 'profiles'] as const;

export function useShippingProfiles() {
  return useQuery({
    queryKey: SHIPPING_PROFILES_KEY,
    queryFn: async ({ signal }): Promise<ShippingProfile[]> => (await fetchApiData('/shipping/get', {}, { signal })) ?? [],
  });
}
