// The one React Query client of the shop. Auction data changes every few seconds through the
// socket, so list data goes stale quickly; catalogue calls are cheap POSTs that may be retried
// once, but never when the server has answered with a definite client error.
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api/api-error';

const RETRYABLE_STATUSES = new Set([0, 429, 500, 502, 503, 504]);

/** Retry network failures, rate limits and 5xx once; every other answer is final. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (error instanceof ApiError) {
    if (error.result.reason === 'request_aborted') return false;
    return RETRYABLE_STATUSES.has(error.result.status);
  }
  return true;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // On the server a client lives for one page: nothing to keep for later (TanStack Query's
        // own default there), so no timer holds a request's data after its answer.
        gcTime: typeof window === 'undefined' ? Number.POSITIVE_INFINITY : 5 * 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
