// What a page shows only once it has loaded and the browser is idle (issue 15). The wait's state
// lives in this small component, not in the page: its end renders everything under the component
// that holds the state. Held by the home page itself, it rendered the whole page again
// (departments, banner, listings) in one task of 20 to 30 ms unthrottled, only to add a popup in a
// corner. (The update is a transition now, see use-page-loaded.ts, so it would be sliced, but the
// page would still render again.)
import type { ReactNode } from 'react';
import { usePageLoaded } from './use-page-loaded';

export function AfterPageLoad({ children }: { children: ReactNode }) {
  return usePageLoaded() ? children : null;
}
