// A fake clock for tests of countdowns: Date and the interval timers a countdown ticks with.
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/** Each test runs on the fake clock, set to `now`; after it the tree is unmounted and the real clock is back. */
export function fakeClockEachTest(now: number): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(now);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });
}

/** Moves the fake timers on inside React's act(), so that what they changed is rendered before the test reads it. */
export function advanceTimersInAct(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}
