// Reads and changes of the users section (a shopper's orders too); a change refreshes the shopper
// it changed and their ledger.
import type { StaffBody } from '@blitz/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { sectionKeys } from '../../../lib/section-keys';
import { callStaff } from '../../../lib/staff-api';
import { useListCall } from '../../../lib/use-list-call';
import { useRecordChange } from '../../../lib/use-record-change';

/** `list`: the shoppers a search finds. */
export const userKeys = {
  ...sectionKeys<StaffBody<'/users/search'>>('users'),
  ledger: (id: number, page: number) => ['staff', 'users', 'ledger', id, page] as const,
  bids: (id: number, page: number) => ['staff', 'users', 'bids', id, page] as const,
};

/** A shopper's history (ledger, bids, orders) is paged by 20. */
export const HISTORY_PAGE_SIZE = 20;
const historyPage = (page: number) => ({ pageNumber: page, pageSize: HISTORY_PAGE_SIZE });

export const useUserSearch = (body: StaffBody<'/users/search'>) =>
  useListCall(userKeys.list(body), '/users/search', body, (page) => page.users);
export const useUser = (id: number) => useQuery({ queryKey: userKeys.one(id), queryFn: () => callStaff('/users/get', { id }) });
export const useLedger = (id: number, page: number) =>
  useListCall(userKeys.ledger(id, page), '/users/ledger', { id, ...historyPage(page) }, (ledger) => ledger.rows);
export const useUserBids = (id: number, page: number) =>
  useListCall(userKeys.bids(id, page), '/users/bids', { id, ...historyPage(page) }, (bids) => bids.bids);
/** Under the orders section's prefix: a change of an order reads it again. */
export const useUserOrders = (id: number, page: number) =>
  useListCall(['staff', 'orders', 'of-user', id, page], '/orders/list', { userId: id, sort: 'new', ...historyPage(page) }, (o) => o.orders);

export const useAdjustBlitz = () => useRecordChange(userKeys, (body: StaffBody<'/users/adjust'>) => callStaff('/users/adjust', body));
export const useBan = () => useRecordChange(userKeys, (body: StaffBody<'/users/ban'>) => callStaff('/users/ban', body));
export const useSendSetup = () => useMutation({ mutationFn: (id: number) => callStaff('/users/send-setup', { id }) });
