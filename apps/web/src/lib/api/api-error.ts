// Thrown form of a failed call, for React Query: query functions must throw to reach the error
// state, while callApi itself only ever returns values.
import type { ApiErrorResult } from './api-result';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly result: ApiErrorResult;

  constructor(result: ApiErrorResult) {
    super(result.serverMessage ?? result.message);
    this.result = result;
  }

  get status(): number {
    return this.result.status;
  }
}
