/**
 * A small in-process cache of promises by key with a time-to-live: concurrent identical requests
 * share one computation, and its answer is reused until it expires. A failed computation is
 * dropped at once so the next request tries again. Bounded: when full it starts over.
 */
export function createMicroCache<V>(ttlMs: number, maxEntries: number) {
  const entries = new Map<string, { expires: number; value: Promise<V> }>();
  return function cached(key: string, compute: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (entries.size >= maxEntries) entries.clear();
    const value = compute();
    const entry = { expires: now + ttlMs, value };
    entries.set(key, entry);
    value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return value;
  };
}
