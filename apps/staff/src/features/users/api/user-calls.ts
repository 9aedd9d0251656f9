// Reads and changes of the users section; a change refreshes the shopper it changed and their ledger.
import type { StaffBody } from '@blitz/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { callStaff } from '../../../lib/staff-api';
import { useRecordChange } from '../../../lib/use-record-change';

export const userKeys = {
  all: ['staff', 'users'] as const,
  search: (body: StaffBody<'/users/search'>) => ['staff', 'users', 'search', body] as const,
  one: (id: number) => ['staff', 'users', 'one', id] as const,
  ledger: (id: number, page: number) => ['staff', 'users', 'ledger', id, page] as const,
  bids: (id: number, page: number) => ['staff', 'users', 'bids', id, page] as const,
};

export const useUserSearch = (body: StaffBody<'/users/search'>) =>
  useQuery({ queryKey: userKeys.search(body), queryFn: () => callStaff('/users/search', body), placeholderData: keepPreviousData });
export const useUser = (id: number) => useQuery({ queryKey: userKeys.one(id), queryFn: () => callStaff('/users/get', { id }) });
export const useLedger = (id: number, page: number) =>
  useQuery({
    queryKey: userKeys.ledger(id, page),
    queryFn: () => callStaff('/users/ledger', { id, pageNumber: page, pageSize: 20 }),
    placeholderData: keepPreviousData,
  });
export const useUserBids = (id: number, page: number) =>
  useQuery({
    queryKey: userKeys.bids(id, page),
    queryFn: () => callStaff('/users/bids', { id, pageNumber: page, pageSize: 20 }),
    placeholderData: keepPreviousData,
  });

export const useAdjustBlitz = () => useRecordChange(userKeys, (body: StaffBody<'/users/adjust'>) => callStaff('/users/adjust', body));
export const useBan = () => useRecordChange(userKeys, (body: StaffBody<'/users/ban'>) => callStaff('/users/ban', body));
export const useSendSetup = () => useMutation({ mutationFn: (id: number) => callStaff('/users/send-setup', { id }) });
