// Changes in the auctions section; each refreshes the section's lists and the auction it changed.
import type { AuctionDraftInput } from '@blitz/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callStaff } from '../../../lib/staff-api';
import { useRecordChange } from '../../../lib/use-record-change';
import { auctionKeys } from './auction-queries';

export type SaveRequest =
  | { kind: 'create'; draft: AuctionDraftInput }
  | { kind: 'update'; id: number; draft: AuctionDraftInput }
  | { kind: 'clone'; id: number; auctionTime: string };

export function useSaveAuction() {
  return useRecordChange(auctionKeys, (request: SaveRequest) => {
    if (request.kind === 'create') return callStaff('/auctions/create', { draft: request.draft });
    if (request.kind === 'update') return callStaff('/auctions/update', { id: request.id, draft: request.draft });
    return callStaff('/auctions/clone', { id: request.id, auctionTime: request.auctionTime });
  });
}

export function useWithdrawAuction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callStaff('/auctions/withdraw', { id }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: auctionKeys.all }),
  });
}
