// Binds the order-history filter to the URL: reading parses it, writing pushes a history entry so
// Back steps through earlier filters.
import { useUrlState } from '../../../lib/use-url-state';
import { readOrdersUrl, writeOrdersUrl, type OrdersFilter } from './orders-url';

export function useOrdersState(): [OrdersFilter, (next: OrdersFilter) => void] {
  return useUrlState(readOrdersUrl, writeOrdersUrl);
}
