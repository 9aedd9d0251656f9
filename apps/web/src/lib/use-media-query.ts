// Whether a CSS media query matches, following it as it changes, as MUI's useMediaQuery with its
// server snapshot: on the server, and while the page hydrates, it never matches; then it follows
// the screen.
import { useCallback, useSyncExternalStore } from 'react';

const canMatch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

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

const onServer = () => false;

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatch()) return () => {};
      const list = listOf(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = useCallback(() => canMatch() && listOf(query).matches, [query]);
  return useSyncExternalStore(subscribe, matches, onServer);
}
