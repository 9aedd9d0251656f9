/**
 * A small in-process cache of promises by key with a time-to-live: concurrent identical requests
 * share one computation, and its answer is reused until it expires. For one more time-to-live
 * after that, callers still get the last answer at once while a single refresh runs behind them
 * (stale while revalidating), so a busy page never makes a queue of shoppers wait for its
 * recomputation. A failed computation is dropped at once so the next request tries again (a
 * failed refresh keeps the last answer). Bounded: when full it starts over. Ages are measured on
 * the monotonic clock (performance.now), not the time of day, so a wall clock set back keeps no
 * answer longer.
 */
interface Entry<V> {
  /** When the answer stops being fresh; it may be served stale until `expires + ttlMs`. */
  expires: number;
  value: Promise<V>;
  /** True once `value` has resolved: only a settled answer is served stale. */
  settled: boolean;
  refreshing: boolean;
}

export function createMicroCache<V>(ttlMs: number, maxEntries: number) {
  const entries = new Map<string, Entry<V>>();

  function start(key: string, compute: () => Promise<V>, now: number): Entry<V> {
    const entry: Entry<V> = { expires: now + ttlMs, value: compute(), settled: false, refreshing: false };
    entry.value.then(
      () => {
        entry.settled = true;
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return entry;
  }

  function cached(key: string, compute: () => Promise<V>): Promise<V> {
    const now = performance.now();
    const hit = entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (hit && hit.settled && hit.expires + ttlMs > now) {
      if (!hit.refreshing) {
        hit.refreshing = true;
        const next = start(key, compute, performance.now());
        next.value.then(
          () => {
            if (entries.get(key) === hit) entries.set(key, next);
          },
          () => {
            hit.refreshing = false;
          },
        );
      }
      return hit.value;
    }
    if (!hit && entries.size >= maxEntries) entries.clear();
    const entry = start(key, compute, now);
    entries.set(key, entry);
    return entry.value;
  }

  /** Forgets every answer at once (staff changed the catalogue). */
  return Object.assign(cached, { clear: () => entries.clear() });
}
