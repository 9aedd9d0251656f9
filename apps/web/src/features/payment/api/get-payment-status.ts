// /payment/status: how a payment sent to the gateway ended, for the return and cancel pages. The
// gateway's notice can arrive just after the browser, so a pending payment is asked again.
import { useQuery } from '@tanstack/react-query';
import type { PaymentStatusResult } from '@blitz/contract';
import { fetchApiData } from '../../../lib/api-client';

const POLL_MS = 1_500;
/** How long the return page waits for the gateway's notice before saying it is still on its way. */
export const PAYMENT_WAIT_MS = 30_000;

export function usePaymentStatus(reference: string | null, poll: boolean) {
  return useQuery({
    queryKey: ['payment', 'status', reference] as const,
    queryFn: ({ signal }): Promise<PaymentStatusResult | null> =>
      fetchApiData('/payment/status', { reference: reference ?? '' }, { signal }),
    enabled: reference !== null,
    refetchInterval: (query) => (poll && query.state.data?.status === 'pending' ? POLL_MS : false),
  });
}
