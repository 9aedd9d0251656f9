// /auction/winLimits: where the signed-in shopper stands against the win limits on an auction,
// so the item page can say so before they bid. Null when the auction is gone or the call failed
// (the bid itself is still checked by the server).
import { useQuery } from '@tanstack/react-query';
import type { WinStanding } from '@blitz/contract';
import { callApi } from '../../../lib/api-client';

export async function getWinStanding(auctionID: number, signal?: AbortSignal): Promise<WinStanding | null> {
  const answer = await callApi('/auction/winLimits', { auctionID }, { signal });
  return answer.kind === 'data' ? answer.data : null;
}

export function useWinStanding(auctionID: number, enabled: boolean) {
  return useQuery({
    queryKey: ['fair-play', 'win-standing', auctionID] as const,
    queryFn: ({ signal }) => getWinStanding(auctionID, signal),
    enabled,
  });
}
