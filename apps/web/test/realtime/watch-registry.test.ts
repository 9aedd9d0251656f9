// The watched set: counted registrations, one debounced `watch` for many cards (the first ones at
// once), the item page first, at most 200 ids.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WATCH_LIMIT, WatchRegistry } from '../../src/lib/realtime/watch-registry';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('WatchRegistry', () => {
  it('sends the union once per burst and drops an id only when its last holder leaves', async () => {
    const sent: number[][] = [];
    const registry = new WatchRegistry((ids) => sent.push(ids), 100);
    const releaseCard = registry.add([1, 2]);
    const releaseOther = registry.add([2, 3]);
    await Promise.resolve();
    expect(sent).toEqual([[1, 2, 3]]);
    releaseOther();
    releaseOther();
    await Promise.resolve();
    vi.advanceTimersByTime(99);
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sent.at(-1)).toEqual([1, 2]);
    releaseCard();
    vi.advanceTimersByTime(100);
    expect(sent.at(-1)).toEqual([]);
  });

  it("hands on a page's first ids when the task that registered them is done, then waits the debounce", async () => {
    const sent: number[][] = [];
    const registry = new WatchRegistry((ids) => sent.push(ids), 150);
    // One commit mounts the first cards: one watch, without the debounce's wait.
    registry.add([1]);
    registry.add([2]);
    expect(sent).toEqual([]);
    await Promise.resolve();
    expect(sent).toEqual([[1, 2]]);
    // Cards mounted later in a burst wait for it to end.
    registry.add([3]);
    registry.add([4]);
    await Promise.resolve();
    vi.advanceTimersByTime(149);
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([
      [1, 2],
      [1, 2, 3, 4],
    ]);
  });

  it('a change that waits is dropped by dispose, and flush sends it at once', async () => {
    const sent: number[][] = [];
    const registry = new WatchRegistry((ids) => sent.push(ids), 150);
    registry.add([1]);
    registry.dispose();
    await Promise.resolve();
    expect(sent).toEqual([]);
    registry.flush();
    expect(sent).toEqual([[1]]);
  });

  it('puts priority ids first and never sends more than the limit', async () => {
    const sent: number[][] = [];
    const registry = new WatchRegistry((ids) => sent.push(ids), 10);
    registry.add(Array.from({ length: 250 }, (_, index) => index + 1));
    registry.add([999], true);
    await Promise.resolve();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toHaveLength(WATCH_LIMIT);
    expect(sent[0]?.[0]).toBe(999);
  });
});
