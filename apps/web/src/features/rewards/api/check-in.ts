// /reward/checkIn (contract CHECK_IN_STATUS): 200 granted now, 202 the account collects no free
// Blitz, 209 already checked in today; anything else is a failure the modal explains.
import { CHECK_IN_STATUS, type Reward } from '@blitz/contract';
import { callApi } from '../../../lib/api-client';

export type CheckInAnswer =
  | { kind: 'granted'; reward: Reward }
  | { kind: 'already' }
  | { kind: 'not-collecting' }
  /** No connection or a server error: the modal shows the check-in error text. */
  | { kind: 'failed' }
  /** Any other refusal (a lost session is the session's business): nothing is shown. */
  | { kind: 'refused' };

export async function checkInToday(): Promise<CheckInAnswer> {
  const result = await callApi('/reward/checkIn', {});
  if (result.kind === 'data') return { kind: 'granted', reward: result.data };
  if (result.kind === 'empty' && result.status === CHECK_IN_STATUS.notCollecting) return { kind: 'not-collecting' };
  if (result.kind === 'status' && result.status === CHECK_IN_STATUS.alreadyCheckedIn) return { kind: 'already' };
  if (result.kind === 'error' && (result.status === 0 || result.status >= 500)) return { kind: 'failed' };
  return { kind: 'refused' };
}
