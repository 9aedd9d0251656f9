import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMicroCache } from '../../../src/modules/catalogue/micro-cache';

describe('createMicroCache', () => {
  afterEach(() => vi.useRealTimers());

  it('shares one computation between concurrent callers and reuses it until it expires', async () => {
    vi.useFakeTimers();
    const cache = createMicroCache<number>(1000, 10);
    let runs = 0;
    const compute = async () => ++runs;
    const [a, b] = await Promise.all([cache('k', compute), cache('k', compute)]);
    expect([a, b, runs]).toEqual([1, 1, 1]);
    expect(await cache('other', compute)).toBe(2);
    vi.advanceTimersByTime(999);
    expect(await cache('k', compute)).toBe(1);
    // Expired: the last answer comes at once while one refresh runs; the next caller gets it.
    vi.advanceTimersByTime(2);
    const [stale, alsoStale] = await Promise.all([cache('k', compute), cache('k', compute)]);
    expect([stale, alsoStale, runs]).toEqual([1, 1, 3]);
    await Promise.resolve();
    expect(await cache('k', compute)).toBe(3);
    // Past the stale window the answer is computed again before anyone gets it.
    vi.advanceTimersByTime(2_500);
    expect(await cache('k', compute)).toBe(4);
  });

  it('keeps the last answer when a refresh fails, and refreshes again later', async () => {
    vi.useFakeTimers();
    const cache = createMicroCache<number>(1000, 10);
    expect(await cache('k', async () => 1)).toBe(1);
    vi.advanceTimersByTime(1001);
    expect(await cache('k', () => Promise.reject(new Error('down')))).toBe(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(await cache('k', async () => 2)).toBe(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(await cache('k', async () => 3)).toBe(2);
  });

  it('forgets a failed computation and stays bounded', async () => {
    const cache = createMicroCache<number>(60_000, 2);
    await expect(cache('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await Promise.resolve();
    expect(await cache('k', async () => 7)).toBe(7);
    await cache('a', async () => 1);
    expect(await cache('k', async () => 8)).toBe(7);
    // A third key finds the cache full: it starts over, so 'k' is computed again.
    await cache('b', async () => 2);
    expect(await cache('k', async () => 8)).toBe(8);
  });
});
