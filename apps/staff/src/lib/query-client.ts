// React Query for the console: a 401 is never retried (the session is over), other failures once.
import { QueryClient } from '@tanstack/react-query';
import { StaffApiError } from './staff-api';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, error) => !(error instanceof StaffApiError && error.status >= 400 && error.status < 500) && count < 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}
