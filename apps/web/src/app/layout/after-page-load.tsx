// What a page shows only once it has loaded and the browser is idle (issue 15). The wait's state
// lives in this small component, not in the page: set from an idle callback, an update is not a
// transition, and React renders it in one task with everything under the component that holds
// the state. Held by the home page itself, it rendered the whole page again (departments, banner,
// listings) in one task of 20 to 30 ms unthrottled, only to add a popup in a corner.
import type { ReactNode } from 'react';
import { usePageLoaded } from './use-page-loaded';

export function AfterPageLoad({ children }: { children: ReactNode }) {
  return usePageLoaded() ? children : null;
}
