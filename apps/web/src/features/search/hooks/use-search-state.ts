// Binds the search page's state to the router's search params: reading parses the URL, writing
// pushes a new history entry so Back steps through earlier searches.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readSearchUrl, writeSearchUrl, type SearchState } from './search-url';

export function useSearchState(): [SearchState, (next: SearchState) => void] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const state = useMemo(() => readSearchUrl(new URLSearchParams(key)), [key]);
  const update = useCallback((next: SearchState) => setParams(writeSearchUrl(next)), [setParams]);
  return [state, update];
}
