// GET /api/fair-play/record/{id}: an auction's public record, checked with the contract; null
// when the auction does not exist (404). The download addresses sit beside it.
import { useQuery } from '@tanstack/react-query';
import { FAIR_PLAY_API_PREFIX, type AuctionRecord } from '@blitz/contract';
import { fetchPublicJson } from './fetch-public-json';

export const recordPath = (auctionID: number) => `${FAIR_PLAY_API_PREFIX}/record/${auctionID}`;
export const recordDownload = (auctionID: number, format: 'json' | 'csv') => `${recordPath(auctionID)}.${format}`;

export function getAuctionRecord(auctionID: number, signal?: AbortSignal): Promise<AuctionRecord | null> {
  return fetchPublicJson<AuctionRecord>(recordPath(auctionID), 'record', signal);
}

export function useAuctionRecord(auctionID: number) {
  return useQuery({
    queryKey: ['fair-play', 'record', auctionID] as const,
    queryFn: ({ signal }) => getAuctionRecord(auctionID, signal),
  });
}
