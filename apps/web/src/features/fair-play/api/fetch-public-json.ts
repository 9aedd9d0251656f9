// The fair-play answers are plain GETs (so they download and the verifier fetches them): read one,
// check it with the contract's schema; null for 404, an error for anything else.
import { ApiError } from '../../../lib/api-client';
import { failureForStatus } from '../../../lib/api/status-map';

export async function fetchPublicJson<T>(path: string, schema: { parse(value: unknown): T }, signal?: AbortSignal): Promise<T | null> {
  const response = await fetch(path, { headers: { accept: 'application/json' }, signal });
  if (response.status === 404) return null;
  if (!response.ok) throw new ApiError(failureForStatus(response.status));
  return schema.parse(await response.json());
}
