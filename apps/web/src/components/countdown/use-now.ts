// One shared one-second clock for every countdown on screen: a page with sixty cards runs one
// interval, not sixty, and all cards tick in the same instant.
import { useCallback, useSyncExternalStore } from 'react';
import { usePageRenderedAt } from '../../lib/page-time';

const TICK_MS = 1000;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;
let now = Date.now();

function tick(): void {
  now = Date.now();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === null) {
    now = Date.now();
    timer = setInterval(tick, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
}

function snapshot(): number {
  // While nothing listens the clock is stopped; refresh it so the first frame of a newly shown
  // countdown is not minutes old, nor ahead of a device clock set back meanwhile. Within one render
  // the value stays the same.
  if (timer === null && Math.abs(Date.now() - now) >= TICK_MS) now = Date.now();
  return now;
}

/**
 * Epoch milliseconds, updated once a second while any component listens. On the server and while
 * the page hydrates: the time the server rendered it (lib/page-time.ts).
 */
export function useNow(): number {
  const renderedAt = usePageRenderedAt();
  const asRendered = useCallback(() => renderedAt ?? snapshot(), [renderedAt]);
  return useSyncExternalStore(subscribe, snapshot, asRendered);
}
