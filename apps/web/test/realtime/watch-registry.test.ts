// The watched set: counted registrations, one debounced `watch` for many cards, the item page
// first, at most 200 ids.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WATCH_LIMIT, WatchRegistry } from '../../src/lib/realtime/watch-registry';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('WatchRegistry', () => {
  it('sends the union once per burst and drops an id only when its last holder leaves', () => {
    const sent: number[][] = [];
    const registry = new WatchRegistry((ids) => sent.push(ids), 100);
    const releaseCard = registry.add([1, 2]);
    const releaseOther = registry.add([2, 3]);
    vi.advanceTimersByTime(100);
    expect(sent).toEqual([[1, 2, 3]]);
    releaseOther();
    releaseOther();
    vi.advanceTimersByTime(100);
    expect(sent.at(-1)).toEqual([1, 2]);
    releaseCard();
    vi.advanceTimersByTime(100);
    expect(sent.at(-1)).toEqual([]);
  });

  it('puts priority ids first and never sends more than the limit', () => {
    const sent: number[][] = [];
    const registry = new WatchRegistry((ids) => sent.push(ids), 10);
    registry.add(Array.from({ length: 250 }, (_, index) => index + 1));
    registry.add([999], true);
    vi.advanceTimersByTime(10);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toHaveLength(WATCH_LIMIT);
    expect(sent[0]?.[0]).toBe(999);
  });
});
