// The checks' worker: answers each request of checks.ts with its outcome, in the order asked.
import { FALLBACK_LANGUAGE, formatDate, formatNumber } from '@blitz/contract';
import { runCheckSafely, type CheckOutcome, type CheckRequest } from './check-core';

export interface CheckMessage {
  id: number;
  request: CheckRequest;
}

export interface CheckReply {
  id: number;
  outcome: CheckOutcome;
}

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<CheckMessage>) => void) | null;
  postMessage(reply: CheckReply): void;
};

scope.onmessage = ({ data: { id, request } }) => {
  scope.postMessage({ id, outcome: runCheckSafely(request) });
};

// The browser's date and number formatting data, loaded here rather than on the page (issue 15). A
// page's first date formatter loads the calendar and time zone data for the whole renderer, which
// took 50 to 300 ms of the main thread on a 2-core machine, in the render of an auction's bid
// history; once this worker has made one, the page's first costs under a millisecond (a language
// other than English still loads its own, smaller, part). In a task of its own, as the worker
// starts (with the page's first call, before its answer is in), and never an error (a worker's
// uncaught error has the page give up on it). A check that comes in meanwhile waits for it once.
setTimeout(() => {
  try {
    formatDate(0, FALLBACK_LANGUAGE, { dateStyle: 'medium', timeStyle: 'medium' });
    formatNumber(0, FALLBACK_LANGUAGE);
  } catch {
    // No formatting data here: the page loads its own, as before.
  }
}, 0);
