// Binds the bids-history filter to the URL: reading parses it, writing pushes a history entry so
// Back steps through earlier filters.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readHistoryUrl, writeHistoryUrl, type HistoryFilter } from './history-url';

export function useHistoryState(): [HistoryFilter, (next: HistoryFilter) => void] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const filter = useMemo(() => readHistoryUrl(new URLSearchParams(key)), [key]);
  const update = useCallback((next: HistoryFilter) => setParams(writeHistoryUrl(next)), [setParams]);
  return [filter, update];
}
