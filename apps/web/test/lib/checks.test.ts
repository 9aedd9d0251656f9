// The contract's checks of what the server sends (lib/checks): the core the worker runs, the
// worker's message handler, and the page's own checks where there is no worker (as in jsdom).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runCheck } from '../../src/lib/checks/check-core';
import { check } from '../../src/lib/checks/checks';
import { makeHomePage } from './product-fixtures';

describe('runCheck', () => {
  it("parses a call's 200 text and passes its data on when it has the contract's shape", () => {
    const page = makeHomePage();
    expect(runCheck({ kind: 'response', path: '/auction/getHomePageItems', text: JSON.stringify(page) })).toEqual({ ok: true, data: page });
  });

  it('tells text that is no JSON from JSON of the wrong shape', () => {
    for (const text of ['', '  ', 'not json', '{"products":']) {
      expect(runCheck({ kind: 'response', path: '/auction/getHomePageItems', text })).toEqual({ ok: false, reason: 'unparseable' });
    }
    expect(runCheck({ kind: 'response', path: '/auction/getHomePageItems', text: '{"products":"none"}' })).toEqual({
      ok: false,
      reason: 'invalid_shape',
    });
  });

  it('checks a value already parsed, and passes on the answer of a call that has no data schema', () => {
    expect(runCheck({ kind: 'response', path: '/departments/get', value: [{ name: 'TV' }] })).toEqual({
      ok: false,
      reason: 'invalid_shape',
    });
    expect(runCheck({ kind: 'response', path: '/auth/email', text: '{"anything":1}' })).toEqual({ ok: true, data: { anything: 1 } });
  });

  it("checks the socket's pushes and each command's acknowledgement against their own schemas", () => {
    const push = { event: 'new-bids-count', status: 'success', data: { bids: 12 } };
    expect(runCheck({ kind: 'message', value: push })).toEqual({ ok: true, data: push });
    expect(runCheck({ kind: 'message', value: { ...push, data: { bids: -1 } } })).toEqual({ ok: false, reason: 'invalid_shape' });
    expect(runCheck({ kind: 'ack', event: 'watch', value: { status: 'success' } })).toEqual({ ok: true, data: { status: 'success' } });
    expect(runCheck({ kind: 'ack', event: 'watch', value: { status: 'maybe' } })).toEqual({ ok: false, reason: 'invalid_shape' });
  });
});

describe('the checks worker', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('answers every request with its id and outcome, a schema that throws included', async () => {
    const replies: unknown[] = [];
    vi.stubGlobal('postMessage', (reply: unknown) => replies.push(reply));
    await import('../../src/lib/checks/check-worker');
    const handler = (globalThis as unknown as { onmessage: (event: { data: unknown }) => void }).onmessage;
    handler({ data: { id: 7, request: { kind: 'ack', event: 'watch', value: { status: 'success' } } } });
    handler({ data: { id: 8, request: { kind: 'ack', event: 'no-such-command', value: {} } } });
    expect(replies).toEqual([
      { id: 7, outcome: { ok: true, data: { status: 'success' } } },
      { id: 8, outcome: { ok: false, reason: 'invalid_shape' } },
    ]);
  });
});

describe('check, without a worker', () => {
  it('runs the same checks in the page and answers in the order asked', async () => {
    expect(typeof Worker).toBe('undefined');
    const order: number[] = [];
    const outcomes = await Promise.all(
      [1, 2, 3].map((bids) =>
        check({ kind: 'message', value: { event: 'new-bids-count', status: 'success', data: { bids } } }).then((outcome) => {
          order.push(bids);
          return outcome;
        }),
      ),
    );
    expect(order).toEqual([1, 2, 3]);
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, true, true]);
    expect(await check({ kind: 'response', path: '/auction/getHomePageItems', text: '[]' })).toEqual({
      ok: false,
      reason: 'invalid_shape',
    });
  });
});
