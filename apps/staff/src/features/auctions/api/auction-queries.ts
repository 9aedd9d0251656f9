// Reads of the auctions section: the list page, one auction, and the form's options.
import type { StaffBody } from '@blitz/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callStaff } from '../../../lib/staff-api';

export const auctionKeys = {
  all: ['staff', 'auctions'] as const,
  list: (filter: StaffBody<'/auctions/list'>) => ['staff', 'auctions', 'list', filter] as const,
  one: (id: number) => ['staff', 'auctions', 'one', id] as const,
  options: ['staff', 'auctions', 'options'] as const,
};

export const useAuctions = (filter: StaffBody<'/auctions/list'>) =>
  useQuery({ queryKey: auctionKeys.list(filter), queryFn: () => callStaff('/auctions/list', filter), placeholderData: keepPreviousData });

export const useAuction = (id: number | null) =>
  useQuery({ queryKey: auctionKeys.one(id ?? 0), queryFn: () => callStaff('/auctions/get', { id: id ?? 0 }), enabled: id !== null });

export const useAuctionOptions = () =>
  useQuery({ queryKey: auctionKeys.options, queryFn: () => callStaff('/auctions/options', {}), staleTime: 60_000 });
