// Whether the page has hydrated: false while React hydrates the server's HTML (and on the server),
// true from the render after. What differs by the screen's width renders for every width until
// then (each shown by its CSS media query), as the server rendered it without knowing the width.
import { useSyncExternalStore } from 'react';

const never = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
