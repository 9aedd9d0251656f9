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

export function useMediaQuery(query: string): boolean {
  const given = useContext(MatchMediaContext);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatch()) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = useCallback(() => (given ? given(query).matches : canMatch() && window.matchMedia(query).matches), [given, query]);
  return useSyncExternalStore(given ? ignore : subscribe, matches, matches);
}
