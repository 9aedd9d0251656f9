// Which auctions this tab shows right now (DESIGN.md 'Realtime channel': a connection receives
// bid and state updates only for the auctions it watches, and each `watch` replaces the set).
// Cards in view and the item page register their ids here; the registry counts them, waits a
// moment so a page full of cards makes one `watch`, and hands on the union: the item page's
// auction first, then the rest, at most WATCH_LIMIT. The first ids of a tab that watches nothing
// (a page's first cards, mounted in one commit) go out as soon as that commit's work is done, not
// a moment later: the live prices follow the first paint within a second on a phone (issue 15).
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
  /** Set while the first ids after an empty set wait for the end of the current task's work. */
  private soon = false;
  /** Whether the set last handed on was empty. */
  private handedEmpty = true;

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
    this.dispose();
    this.handOn();
  }

  dispose(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.soon = false;
  }

  private handOn(): void {
    const ids = this.current();
    this.handedEmpty = ids.length === 0;
    this.onChange(ids);
  }

  private schedule(): void {
    if (this.timer !== null || this.soon) return;
    if (this.handedEmpty) {
      this.soon = true;
      queueMicrotask(() => {
        if (!this.soon) return;
        this.soon = false;
        this.handOn();
      });
      return;
    }
    this.timer = setTimeout(() => {
      this.timer = null;
      this.handOn();
    }, this.debounceMs);
  }
}
