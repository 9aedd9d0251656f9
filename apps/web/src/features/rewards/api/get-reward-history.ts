// /reward/history: check-in days and every reward earned, newest first (204 = nothing yet).
import { useQuery } from '@tanstack/react-query';
import type { RewardHistory } from '@blitz/contract';
import { fetchApiData } from '../../../lib/api-client';

export const REWARD_HISTORY_KEY = ['rewards', 'history'] as const;
export const EMPTY_HISTORY: RewardHistory = { dates: [], earned: [] };

export function useRewardHistory() {
  return useQuery({
    queryKey: REWARD_HISTORY_KEY,
    queryFn: async ({ signal }): Promise<RewardHistory> => (await fetchApiData('/reward/history', {}, { signal })) ?? EMPTY_HISTORY,
  });
}
