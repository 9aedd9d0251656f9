// The contract's response schemas (and zod with them), loaded apart from the first paint: the API
// client starts this download with its first request and checks the 200 data once both are in,
// so a phone paints the page without waiting for some 60 kB of schema code (issue 15).
import { apiCalls, type ApiPath } from '@blitz/contract';

/** The schema of a call's 200 data; null when the call never answers with data. */
export function responseSchemaOf(path: ApiPath) {
  return apiCalls[path].response;
}
