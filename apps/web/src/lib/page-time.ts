// When the server rendered the page (epoch milliseconds), from the root route's data: what a clock
// shows while the page hydrates, so the countdowns hydrate as they were rendered and tick on with
// the device's time from the next second. Null outside a server-rendered page (tests, the staff console).
import { createContext, useContext } from 'react';

export const PageRenderedAt = createContext<number | null>(null);

export const usePageRenderedAt = (): number | null => useContext(PageRenderedAt);
