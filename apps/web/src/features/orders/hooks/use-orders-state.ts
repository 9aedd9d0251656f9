// Binds the order-history filter to the URL: reading parses it, writing pushes a history entry so
// Back steps through earlier filters.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readOrdersUrl, writeOrdersUrl, type OrdersFilter } from './orders-url';

export function useOrdersState(): [OrdersFilter, (next: OrdersFilter) => void] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const filter = useMemo(() => readOrdersUrl(new URLSearchParams(key)), [key]);
  const update = useCallback((next: OrdersFilter) => setParams(writeOrdersUrl(next)), [setParams]);
  return [filter, update];
}
