// Binds the search page's state to the router's search params: reading parses the URL, writing
// pushes a new history entry so Back steps through earlier searches.
import { useUrlState } from '../../../lib/use-url-state';
import { readSearchUrl, writeSearchUrl, type SearchState } from './search-url';

export function useSearchState(): [SearchState, (next: SearchState) => void] {
  return useUrlState(readSearchUrl, writeSearchUrl);
}
