// Whether a CSS media query matches, following it as it changes: MUI's useMediaQuery with
// `noSsr` (the answer from the first render on), without MUI's theme machinery in the home page's
// first JavaScript (issue 15). Outside a browser (the build's prerendered first HTML) it never
// matches.
import { useCallback, useSyncExternalStore } from 'react';

const canMatch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatch()) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = useCallback(() => canMatch() && window.matchMedia(query).matches, [query]);
  return useSyncExternalStore(subscribe, matches, matches);
}
