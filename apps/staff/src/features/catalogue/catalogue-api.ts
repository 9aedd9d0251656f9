// Reads and changes of the catalogue section; every change refreshes what it touched.
import type { StaffBody, StaffItemDetail } from '@blitz/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AUCTION_OPTIONS_KEY, sectionKeys } from '../../lib/section-keys';
import { callStaff } from '../../lib/staff-api';
import { useListCall } from '../../lib/use-list-call';
import { useRecordChange } from '../../lib/use-record-change';

/** `list` and `one` are the items' (the products'). */
export const catalogueKeys = {
  ...sectionKeys<StaffBody<'/catalogue/items/list'>>('catalogue'),
  departments: ['staff', 'catalogue', 'departments'] as const,
};

export const useItems = (filter: StaffBody<'/catalogue/items/list'>) =>
  useListCall(catalogueKeys.list(filter), '/catalogue/items/list', filter, (page) => page.items);

export const useItem = (id: number) =>
  useQuery({ queryKey: catalogueKeys.one(id), queryFn: () => callStaff('/catalogue/items/get', { id }) });

export const useDepartments = () =>
  useQuery({ queryKey: catalogueKeys.departments, queryFn: () => callStaff('/catalogue/departments', {}) });

/** What the item check before saving says (the contract's title limit). */
export const TITLE_PROBLEM = 'A product needs a title of at most 200 characters.';

/** A change that answers the item: the answer replaces the cached item, lists refresh. */
export function useItemChange<V>(change: (vars: V) => Promise<StaffItemDetail>) {
  // The auctions form lists the items with their pictures.
  return useRecordChange(catalogueKeys, change, [AUCTION_OPTIONS_KEY]);
}

/** A change of departments or categories: the tree is read again. */
export function useDepartmentChange<V, R>(change: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.departments });
      void queryClient.invalidateQueries({ queryKey: AUCTION_OPTIONS_KEY });
    },
  });
}
