// The order-history (winnings) section keeps its filter in the URL with the list-page keys of
// SPEC.md section 2 (stat, cor, trak, dLeft, pd, srt) beside the dashboard's own `page=winnings`,
// so a reload or a shared link shows the same list. The contract's list-query helpers own the keys.
import { parseListQuery, type OrderHistoryBody, type SortValue } from '@blitz/contract';
import { withoutUnset, writeListUrl } from '../../../lib/list-filter-url';

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
  return withoutUnset<OrdersFilter>({
    statuses: list.statuses,
    courier: list.courier,
    tracking: list.tracking,
    daysLeft: list.daysLeft,
    paid: list.paid,
    sort: list.sort,
  });
}

export function writeOrdersUrl(filter: OrdersFilter): URLSearchParams {
  return writeListUrl(ORDERS_SECTION, filter);
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
