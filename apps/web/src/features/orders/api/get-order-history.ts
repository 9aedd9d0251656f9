// /orders/history: the user's order items (won auctions, buy-now and bid packs), filtered, sorted
// and paged (SPEC.md section 7). 204 means nothing matches.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrderHistory } from '@blitz/contract';
import { fetchApiData } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { toOrdersBody, type OrdersFilter } from '../hooks/orders-url';

export const ORDERS_PAGE_SIZE = 10;

const EMPTY: OrderHistory = { orders: [], totalItems: 0, filterOptions: { status: [] } };

export async function getOrderHistory(filter: OrdersFilter, pageNumber: number, signal?: AbortSignal): Promise<OrderHistory> {
  return (await fetchApiData('/orders/history', toOrdersBody(filter, { pageNumber, pageSize: ORDERS_PAGE_SIZE }), { signal })) ?? EMPTY;
}

export function useOrderHistory(filter: OrdersFilter, pageNumber: number) {
  return useQuery({
    queryKey: ['orders', 'history', currentLanguage(), filter, pageNumber] as const,
    queryFn: ({ signal }) => getOrderHistory(filter, pageNumber, signal),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
