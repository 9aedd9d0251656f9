// Reads and changes of the catalogue section; every change refreshes what it touched.
import type { StaffBody, StaffItemDetail } from '@blitz/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callStaff } from '../../lib/staff-api';
import { useRecordChange } from '../../lib/use-record-change';

export const catalogueKeys = {
  all: ['staff', 'catalogue'] as const,
  items: (filter: StaffBody<'/catalogue/items/list'>) => ['staff', 'catalogue', 'items', filter] as const,
  item: (id: number) => ['staff', 'catalogue', 'item', id] as const,
  departments: ['staff', 'catalogue', 'departments'] as const,
};

export const useItems = (filter: StaffBody<'/catalogue/items/list'>) =>
  useQuery({
    queryKey: catalogueKeys.items(filter),
    queryFn: () => callStaff('/catalogue/items/list', filter),
    placeholderData: keepPreviousData,
  });

export const useItem = (id: number) =>
  useQuery({ queryKey: catalogueKeys.item(id), queryFn: () => callStaff('/catalogue/items/get', { id }) });

export const useDepartments = () =>
  useQuery({ queryKey: catalogueKeys.departments, queryFn: () => callStaff('/catalogue/departments', {}) });

/** A change that answers the item: the answer replaces the cached item, lists refresh. */
export function useItemChange<V>(change: (vars: V) => Promise<StaffItemDetail>) {
  // The auctions form lists the items with their pictures.
  return useRecordChange({ all: catalogueKeys.all, one: catalogueKeys.item }, change, [['staff', 'auctions', 'options']]);
}

/** A change of departments or categories: the tree is read again. */
export function useDepartmentChange<V, R>(change: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.departments });
      void queryClient.invalidateQueries({ queryKey: ['staff', 'auctions', 'options'] });
    },
  });
}
