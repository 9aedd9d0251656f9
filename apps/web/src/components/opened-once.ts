// Overlays that are chunks of their own (fetched the first time they open) stay mounted from then
// on, so that they close with their transition and open at once the next time.
import { useState } from 'react';

/** True from the first render where `open` was true on. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
