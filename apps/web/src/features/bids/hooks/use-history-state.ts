// Binds the bids-history filter to the URL: reading parses it, writing pushes a history entry so
// Back steps through earlier filters.
import { useUrlState } from '../../../lib/use-url-state';
import { readHistoryUrl, writeHistoryUrl, type HistoryFilter } from './history-url';

export function useHistoryState(): [HistoryFilter, (next: HistoryFilter) => void] {
  return useUrlState(readHistoryUrl, writeHistoryUrl);
}
