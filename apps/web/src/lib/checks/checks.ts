// Checks what the server sends against the contract (check-core.ts) off the page's main thread:
// in a worker of its own, where zod and every schema load and run, so that neither their ~100 kB of
// code nor the thousands of schema objects they build take the phone's main thread while the page
// comes in (issue 15). Where a browser has no workers, or the worker cannot start, the same checks
// run in the page, loaded on first use. Either way each outcome comes back in the order asked,
// across a change from the worker to the page too: pushes are applied in the order they came.
import type { CheckOutcome, CheckRequest } from './check-core';
import type { CheckMessage, CheckReply } from './check-worker';

interface Pending {
  request: CheckRequest;
  resolve: (outcome: CheckOutcome) => void;
  reject: (error: unknown) => void;
}

/** undefined until first needed; null where the page checks for itself. */
let worker: Worker | null | undefined;
const pending = new Map<number, Pending>();
let nextId = 1;
let inPage: Promise<typeof import('./check-core')> | null = null;
/** Settles after the last check asked for has: the next one's outcome waits for it. */
let lastInOrder: Promise<unknown> = Promise.resolve();

function checkInPage(request: CheckRequest): Promise<CheckOutcome> {
  inPage ??= import('./check-core').catch((error: unknown) => {
    // A failed load (a stale chunk, no network) is tried again next time.
    inPage = null;
    throw error;
  });
  return inPage.then((core) => core.runCheckSafely(request));
}

/** The worker could not start or failed: the page checks from now on, what was left unanswered first. */
function leaveWorker(failed: Worker): void {
  failed.terminate();
  worker = null;
  const left = [...pending.values()];
  pending.clear();
  for (const { request, resolve, reject } of left) checkInPage(request).then(resolve, reject);
}

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    const started = new Worker(new URL('./check-worker.ts', import.meta.url), { type: 'module', name: 'checks' });
    started.onmessage = ({ data }: MessageEvent<CheckReply>) => {
      const waiting = pending.get(data.id);
      if (!waiting) return;
      pending.delete(data.id);
      waiting.resolve(data.outcome);
    };
    started.onerror = () => leaveWorker(started);
    started.onmessageerror = () => leaveWorker(started);
    return started;
  } catch {
    return null;
  }
}

/**
 * Starts the worker (and its download of zod and the schemas) ahead of the first check, as a call
 * goes out, so that the check does not wait for it when the answer comes in.
 */
export function prepareChecks(): void {
  if (worker === undefined) worker = startWorker();
}

function checkSomewhere(request: CheckRequest): Promise<CheckOutcome> {
  prepareChecks();
  const target = worker;
  if (!target) return checkInPage(request);
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { request, resolve, reject });
    try {
      target.postMessage({ id, request } satisfies CheckMessage);
    } catch {
      // Not something a worker can be sent (never for JSON): checked here instead.
      pending.delete(id);
      checkInPage(request).then(resolve, reject);
    }
  });
}

/** The outcome of one check, after the outcomes of every check asked for before it. */
export function check(request: CheckRequest): Promise<CheckOutcome> {
  const outcome = checkSomewhere(request);
  const inOrder = lastInOrder.then(() => outcome);
  lastInOrder = inOrder.catch(() => undefined);
  return inOrder;
}
