// GET /api/fair-play/digests: the published daily digests of the records' chain heads, newest first.
import { useQuery } from '@tanstack/react-query';
import { FAIR_PLAY_API_PREFIX, type RecordDigest } from '@blitz/contract';
import { fetchPublicJson } from './fetch-public-json';

export const digestsPath = `${FAIR_PLAY_API_PREFIX}/digests`;

export async function getRecordDigests(signal?: AbortSignal): Promise<RecordDigest[]> {
  return (await fetchPublicJson<{ digests: RecordDigest[] }>(digestsPath, 'digests', signal))?.digests ?? [];
}

export function useRecordDigests() {
  return useQuery({ queryKey: ['fair-play', 'digests'] as const, queryFn: ({ signal }) => getRecordDigests(signal) });
}
