// The checks' worker: answers each request of checks.ts with its outcome, in the order asked.
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
