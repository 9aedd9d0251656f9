// Reads of the auctions section: the list page, one auction, and the form's options.
import type { StaffBody } from '@blitz/contract';
import { useQuery } from '@tanstack/react-query';
import { AUCTION_OPTIONS_KEY, sectionKeys } from '../../../lib/section-keys';
import { callStaff } from '../../../lib/staff-api';
import { useListCall } from '../../../lib/use-list-call';

export const auctionKeys = { ...sectionKeys<StaffBody<'/auctions/list'>>('auctions'), options: AUCTION_OPTIONS_KEY };

export const useAuctions = (filter: StaffBody<'/auctions/list'>) =>
  useListCall(auctionKeys.list(filter), '/auctions/list', filter, (page) => page.auctions);

export const useAuction = (id: number | null) =>
  useQuery({ queryKey: auctionKeys.one(id ?? 0), queryFn: () => callStaff('/auctions/get', { id: id ?? 0 }), enabled: id !== null });

export const useAuctionOptions = () =>
  useQuery({ queryKey: auctionKeys.options, queryFn: () => callStaff('/auctions/options', {}), staleTime: 60_000 });
