// The order-history (winnings) section keeps its filter in the URL with the list-page keys of
// SPEC.md section 2 (stat, cor, trak, dLeft, pd, srt) beside the dashboard's own `page=winnings`,
// so a reload or a shared link shows the same list. The contract's list-query helpers own the keys.
import { parseListQuery, toListQuery, type OrderHistoryBody, type SortValue } from '@blitz/contract';

export interface OrdersFilter {
  /** Order statuses (DESIGN.md 'Orders'); any string the server knows. */
  statuses?: string[];
  courier?: string;
  tracking?: string;
  /** At most this many days left to pay. */
  daysLeft?: number;
  paid?: boolean;
  sort: SortValue;
}

export const ORDERS_SECTION = 'winnings';

export function readOrdersUrl(params: URLSearchParams): OrdersFilter {
  const list = parseListQuery(params);
  const filter: OrdersFilter = {
    statuses: list.statuses,
    courier: list.courier,
    tracking: list.tracking,
    daysLeft: list.daysLeft,
    paid: list.paid,
    sort: list.sort,
  };
  for (const key of Object.keys(filter) as (keyof OrdersFilter)[]) if (filter[key] === undefined) delete filter[key];
  return filter;
}

export function writeOrdersUrl(filter: OrdersFilter): URLSearchParams {
  const params = new URLSearchParams({ page: ORDERS_SECTION });
  toListQuery(filter).forEach((value, key) => params.set(key, value));
  return params;
}

export function hasOrdersFilters(filter: OrdersFilter): boolean {
  return Object.keys(filter).some((key) => key !== 'sort');
}

/** The /orders/history body (the envelope is added by the API client). */
export function toOrdersBody(filter: OrdersFilter, page: { pageNumber: number; pageSize: number }): OrderHistoryBody {
  return {
    ...page,
    status: filter.statuses,
    courier: filter.courier,
    tracking: filter.tracking,
    daysLeft: filter.daysLeft,
    paid: filter.paid,
    sort: filter.sort,
  };
}
