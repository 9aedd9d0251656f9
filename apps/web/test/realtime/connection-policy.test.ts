// The socket's numbers of SPEC.md section 9: ten first-connect attempts a second apart, then a
// hundred reconnects with 2^n s between them, a 30 s acknowledgement time-out, 5 s clock check.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CONNECTION_POLICY,
  RECONNECT_MAX_DELAY_MS,
  clockInSync,
  nextRetry,
  reconnectDelayMs,
} from '../../src/lib/realtime/connection-policy';

describe('connection policy', () => {
  it('uses the contract numbers', () => {
    expect(DEFAULT_CONNECTION_POLICY).toMatchObject({
      firstConnectAttempts: 10,
      firstConnectDelayMs: 1000,
      reconnectLimit: 100,
      ackTimeoutMs: 30_000,
    });
  });

  it('retries the first connection nine times, one second apart (ten attempts)', () => {
    const decisions = Array.from({ length: 10 }, (_, index) => nextRetry(DEFAULT_CONNECTION_POLICY, false, index + 1));
    expect(decisions.slice(0, 9).every((decision) => decision.retry && decision.delayMs === 1000)).toBe(true);
    expect(decisions[9]).toEqual({ retry: false });
  });

  it('backs off 2^n seconds between reconnects and stops after a hundred', () => {
    const delays = [1, 2, 3, 4, 5, 6].map((failures) => nextRetry(DEFAULT_CONNECTION_POLICY, true, failures));
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16_000, 32_000].map((delayMs) => ({ retry: true, delayMs })));
    expect(nextRetry(DEFAULT_CONNECTION_POLICY, true, 100)).toEqual({ retry: true, delayMs: RECONNECT_MAX_DELAY_MS });
    expect(nextRetry(DEFAULT_CONNECTION_POLICY, true, 101)).toEqual({ retry: false });
  });

  it('never waits longer than the ceiling', () => {
    expect(reconnectDelayMs(6)).toBe(64_000);
    expect(reconnectDelayMs(60)).toBe(RECONNECT_MAX_DELAY_MS);
  });

  it('accepts a server clock within 5 s either way', () => {
    expect(clockInSync(10_000, 15_000)).toBe(true);
    expect(clockInSync(20_000, 15_000)).toBe(true);
    expect(clockInSync(9_999, 15_000)).toBe(false);
    expect(clockInSync(20_001, 15_000)).toBe(false);
    expect(clockInSync(Number.NaN, 15_000)).toBe(false);
  });
});
