// /payment/gateways: the gateways the checkout offers (PayFast: card, instant EFT, AMEX).
import { useQuery } from '@tanstack/react-query';
import type { PaymentGateway } from '@blitz/contract';
import { fetchApiData } from '../../../lib/api-client';

export function usePaymentGateways(enabled: boolean) {
  return useQuery({
    queryKey: ['payment', 'gateways'] as const,
    queryFn: async ({ signal }): Promise<PaymentGateway[]> => (await fetchApiData('/payment/gateways', {}, { signal })) ?? [],
    staleTime: 30 * 60_000,
    enabled,
  });
}
