// Reads and changes of the orders section; a change refreshes the lists and the order it changed.
import type { StaffBody } from '@blitz/contract';
import { useQuery } from '@tanstack/react-query';
import { downloadCsv } from '../../../lib/download-csv';
import { sectionKeys } from '../../../lib/section-keys';
import { callStaff } from '../../../lib/staff-api';
import { useListCall } from '../../../lib/use-list-call';
import { useRecordChange } from '../../../lib/use-record-change';

export const orderKeys = sectionKeys<StaffBody<'/orders/list'>>('orders');

export const useOrders = (filter: StaffBody<'/orders/list'>) =>
  useListCall(orderKeys.list(filter), '/orders/list', filter, (page) => page.orders);

export const useOrder = (id: number) => useQuery({ queryKey: orderKeys.one(id), queryFn: () => callStaff('/orders/get', { id }) });

export const useFulfilOrder = () => useRecordChange(orderKeys, (body: StaffBody<'/orders/fulfil'>) => callStaff('/orders/fulfil', body));
export const useDecideReturn = () =>
  useRecordChange(orderKeys, (body: StaffBody<'/orders/return-decision'>) => callStaff('/orders/return-decision', body));

/** Fetches the CSV of the filtered orders and hands it to the browser as a download. */
export async function downloadOrdersCsv(filter: StaffBody<'/orders/export'>): Promise<void> {
  const { filename, csv } = await callStaff('/orders/export', filter);
  downloadCsv(filename, csv);
}
