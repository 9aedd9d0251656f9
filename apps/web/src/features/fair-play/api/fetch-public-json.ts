// The fair-play answers are plain GETs (so they download and the verifier fetches them): read one,
// check it with the contract's schema where the checks run (off the page's main thread, as every
// answer of the server); null for 404, an error for anything else.
import { ApiError } from '../../../lib/api-client';
import { failureForCheck, failureForStatus } from '../../../lib/api/status-map';
import type { PublicAnswer } from '../../../lib/checks/check-core';
import { check, prepareChecks } from '../../../lib/checks/checks';

export async function fetchPublicJson<T>(path: string, what: PublicAnswer, signal?: AbortSignal): Promise<T | null> {
  prepareChecks();
  const response = await fetch(path, { headers: { accept: 'application/json' }, signal });
  if (response.status === 404) return null;
  if (!response.ok) throw new ApiError(failureForStatus(response.status));
  const checked = await check({ kind: 'public', what, text: await response.text() });
  if (!checked.ok) throw new ApiError(failureForCheck(response.status, checked.reason));
  return checked.data as T;
}
