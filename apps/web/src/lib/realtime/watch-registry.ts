// Which auctions this tab shows right now (DESIGN.md 'Realtime channel': a connection receives
// bid and state updates only for the auctions it watches, and each `watch` replaces the set).
// Cards in view and the item page register their ids here; the registry counts them, waits a
// moment so a page full of cards makes one `watch`, and hands on the union: the item page's
// auction first, then the rest, at most WATCH_LIMIT.
export const WATCH_LIMIT = 200;
export const WATCH_DEBOUNCE_MS = 150;

type Counts = Map<number, number>;

function increment(counts: Counts, ids: readonly number[]): void {
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
}

function decrement(counts: Counts, ids: readonly number[]): void {
  for (const id of ids) {
    const left = (counts.get(id) ?? 0) - 1;
    if (left > 0) counts.set(id, left);
    else counts.delete(id);
  }
}

export class WatchRegistry {
  private readonly priority: Counts = new Map();
  private readonly regular: Counts = new Map();
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly onChange: (ids: number[]) => void,
    private readonly debounceMs = WATCH_DEBOUNCE_MS,
  ) {}

  /** Registers ids until the returned function is called. `priority` ids are never cut off. */
  add(ids: readonly number[], priority = false): () => void {
    const counts = priority ? this.priority : this.regular;
    const unique = [...new Set(ids)];
    increment(counts, unique);
    this.schedule();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      decrement(counts, unique);
      this.schedule();
    };
  }

  /** The ids to watch now: priority ids first, then the others in the order they came. */
  current(): number[] {
    const ids = new Set<number>(this.priority.keys());
    for (const id of this.regular.keys()) ids.add(id);
    return [...ids].slice(0, WATCH_LIMIT);
  }

  /** Sends the pending change now (used on reconnect and in tests). */
  flush(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.onChange(this.current());
  }

  dispose(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(): void {
    if (this.timer !== null) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.onChange(this.current());
    }, this.debounceMs);
  }
}
