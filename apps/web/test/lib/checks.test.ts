// The contract's checks of what the server sends (lib/checks): the core the worker runs, the
// worker's message handler, the page's own checks where there is no worker (as in jsdom), and the
// page's side of a worker: jsdom has no Worker, so a stand-in runs the worker's real handler on the
// same thread, answering when and in the order a test says.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runCheck, runCheckSafely, type CheckRequest } from '../../src/lib/checks/check-core';
import type { CheckMessage, CheckReply } from '../../src/lib/checks/check-worker';
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

describe('runCheck, on the public fair-play answers', () => {
  it("checks a record's and the digests' text against their own schemas", () => {
    expect(runCheck({ kind: 'public', what: 'digests', text: '{"digests":[]}' })).toEqual({ ok: true, data: { digests: [] } });
    expect(runCheck({ kind: 'public', what: 'digests', text: '{"digests":"none"}' })).toEqual({ ok: false, reason: 'invalid_shape' });
    expect(runCheck({ kind: 'public', what: 'record', text: '{"digests":[]}' })).toEqual({ ok: false, reason: 'invalid_shape' });
    expect(runCheck({ kind: 'public', what: 'record', text: '<html>' })).toEqual({ ok: false, reason: 'unparseable' });
  });
});

describe('the checks worker', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('answers every request with its id and outcome, one no schema answers included', async () => {
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

  it("loads the browser's date and number formatting data in a task of its own once started, so that the page's first date costs the page nothing", async () => {
    vi.useFakeTimers();
    const made: string[] = [];
    const counting = <T extends object>(name: string, Original: new (...args: never[]) => T) =>
      function (...args: never[]) {
        made.push(`${name} ${JSON.stringify(args)}`);
        return new Original(...args);
      };
    // Intl's members are not enumerable: the stand-in inherits them and replaces two.
    vi.stubGlobal(
      'Intl',
      Object.assign(Object.create(Intl) as typeof Intl, {
        DateTimeFormat: counting('date', Intl.DateTimeFormat),
        NumberFormat: counting('number', Intl.NumberFormat),
      }),
    );
    try {
      vi.stubGlobal('postMessage', () => made.push('reply'));
      await import('../../src/lib/checks/check-worker');
      const handler = (globalThis as unknown as { onmessage: (event: { data: unknown }) => void }).onmessage;
      handler({ data: { id: 1, request: { kind: 'ack', event: 'watch', value: { status: 'success' } } } });
      expect(made).toEqual(['reply']);
      vi.runAllTimers();
      expect(made).toHaveLength(3);
      expect(made[1]).toMatch(/^date .*en-ZA/);
      expect(made[2]).toMatch(/^number .*en-ZA/);
    } finally {
      vi.useRealTimers();
    }
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

/** The worker's real checks, answered only when a test says so. */
class StandInWorker {
  static last: StandInWorker | null = null;
  onmessage: ((event: { data: CheckReply }) => void) | null = null;
  onerror: (() => void) | null = null;
  onmessageerror: (() => void) | null = null;
  readonly asked: CheckMessage[] = [];
  terminated = false;
  constructor() {
    StandInWorker.last = this;
  }
  postMessage(message: CheckMessage) {
    this.asked.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  answer(index: number) {
    const { id, request } = this.asked[index]!;
    this.onmessage?.({ data: { id, outcome: runCheckSafely(request) } });
  }
}

const push = (bids: number): CheckRequest => ({ kind: 'message', value: { event: 'new-bids-count', status: 'success', data: { bids } } });

describe('check, with a worker', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
    StandInWorker.last = null;
  });

  async function freshChecks() {
    vi.resetModules();
    vi.stubGlobal('Worker', StandInWorker);
    return import('../../src/lib/checks/checks');
  }

  it("matches the worker's replies to their requests and hands them on in the order asked", async () => {
    const checks = await freshChecks();
    const order: number[] = [];
    const asked = [1, 2, 3].map((bids) =>
      checks.check(push(bids)).then((outcome) => {
        order.push(bids);
        return outcome;
      }),
    );
    const worker = StandInWorker.last!;
    expect(worker.asked.map((message) => message.request)).toEqual([push(1), push(2), push(3)]);
    // The worker answers the last first.
    worker.answer(2);
    worker.answer(0);
    worker.answer(1);
    const outcomes = await Promise.all(asked);
    expect(order).toEqual([1, 2, 3]);
    expect(outcomes.map((outcome) => (outcome.ok ? (outcome.data as { data: { bids: number } }).data.bids : null))).toEqual([1, 2, 3]);
  });

  it('checks in the page once the worker fails, what it left unanswered first and in order', async () => {
    const checks = await freshChecks();
    const order: string[] = [];
    const first = checks.check(push(1)).then((outcome) => order.push(`1:${outcome.ok}`));
    const worker = StandInWorker.last!;
    worker.onerror?.();
    expect(worker.terminated).toBe(true);
    const second = checks.check(push(-2)).then((outcome) => order.push(`-2:${outcome.ok}`));
    const third = checks.check(push(3)).then((outcome) => order.push(`3:${outcome.ok}`));
    await Promise.all([first, second, third]);
    expect(order).toEqual(['1:true', '-2:false', '3:true']);
    // Nothing more goes to the failed worker.
    expect(worker.asked).toHaveLength(1);
  });
});
