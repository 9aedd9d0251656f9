// /reward/status (shared: the header's check-in status and the rewards feature): whether the user
// checked in today (South African day), today's date and the streak.
import { useQuery } from '@tanstack/react-query';
import type { CheckInStatus } from '@blitz/contract';
import { fetchApiData } from '../api-client';

export const CHECK_IN_STATUS_KEY = ['rewards', 'status'] as const;

export function useCheckInStatus(enabled: boolean) {
  return useQuery({
    queryKey: CHECK_IN_STATUS_KEY,
    enabled,
    queryFn: ({ signal }): Promise<CheckInStatus | null> => fetchApiData('/reward/status', {}, { signal }),
  });
}
