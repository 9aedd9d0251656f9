// The home page's overview of what needs someone now, read again every minute while the page is open.
import { useQuery } from '@tanstack/react-query';
import { callStaff } from '../../lib/staff-api';

export const OVERVIEW_REFRESH_MS = 60_000;

export const useOverview = () =>
  useQuery({ queryKey: ['staff', 'overview'], queryFn: () => callStaff('/overview/get', {}), refetchInterval: OVERVIEW_REFRESH_MS });
