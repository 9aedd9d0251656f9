// Whether a CSS media query matches, following it as it changes: MUI's useMediaQuery with
// `noSsr` (the answer from the first render on), without MUI's theme machinery in the home page's
// first JavaScript (issue 15). Outside a browser it never matches, unless a MatchMediaProvider
// answers instead (the build's prerendered first HTML renders the header once per width range).
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';

type MatchMedia = (query: string) => { matches: boolean };

const MatchMediaContext = createContext<MatchMedia | null>(null);
/** Answers the media queries of the components inside it. */
export const MatchMediaProvider = MatchMediaContext.Provider;

const canMatch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';
const ignore = () => () => {};

/**
 * Each query's list, made once (for the window's matchMedia, which a test may replace): React reads
 * a store's value at every render, and making a list parses its query.
 */
const lists = new WeakMap<typeof window.matchMedia, Map<string, MediaQueryList>>();
function listOf(query: string): MediaQueryList {
  let byQuery = lists.get(window.matchMedia);
  if (!byQuery) lists.set(window.matchMedia, (byQuery = new Map()));
  let list = byQuery.get(query);
  if (!list) byQuery.set(query, (list = window.matchMedia(query)));
  return list;
}

export function useMediaQuery(query: string): boolean {
  const given = useContext(MatchMediaContext);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatch()) return () => {};
      const list = listOf(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = useCallback(() => (given ? given(query).matches : canMatch() && listOf(query).matches), [given, query]);
  return useSyncExternalStore(given ? ignore : subscribe, matches, matches);
}
