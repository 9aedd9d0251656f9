// Reads and changes of the orders section; a change refreshes the lists and the order it changed.
import type { StaffBody } from '@blitz/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callStaff } from '../../../lib/staff-api';
import { useRecordChange } from '../../../lib/use-record-change';

export const orderKeys = {
  all: ['staff', 'orders'] as const,
  list: (filter: StaffBody<'/orders/list'>) => ['staff', 'orders', 'list', filter] as const,
  one: (id: number) => ['staff', 'orders', 'one', id] as const,
};

export const useOrders = (filter: StaffBody<'/orders/list'>) =>
  useQuery({ queryKey: orderKeys.list(filter), queryFn: () => callStaff('/orders/list', filter), placeholderData: keepPreviousData });

export const useOrder = (id: number) => useQuery({ queryKey: orderKeys.one(id), queryFn: () => callStaff('/orders/get', { id }) });

export const useFulfilOrder = () => useRecordChange(orderKeys, (body: StaffBody<'/orders/fulfil'>) => callStaff('/orders/fulfil', body));
export const useDecideReturn = () =>
  useRecordChange(orderKeys, (body: StaffBody<'/orders/return-decision'>) => callStaff('/orders/return-decision', body));

/** Fetches the CSV of the filtered orders and hands it to the browser as a download. */
export async function downloadOrdersCsv(filter: StaffBody<'/orders/export'>): Promise<void> {
  const { filename, csv } = await callStaff('/orders/export', filter);
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}
