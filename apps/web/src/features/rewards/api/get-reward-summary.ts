// /reward/summary: free and bought Blitz, the profile checklist and the referral figures.
import { useQuery } from '@tanstack/react-query';
import type { RewardSummary } from '@blitz/contract';
import { fetchApiData } from '../../../lib/api-client';

export const REWARD_SUMMARY_KEY = ['rewards', 'summary'] as const;

export function useRewardSummary() {
  return useQuery({
    queryKey: REWARD_SUMMARY_KEY,
    queryFn: ({ signal }): Promise<RewardSummary | null> => fetchApiData('/reward/summary', {}, { signal }),
  });
}
