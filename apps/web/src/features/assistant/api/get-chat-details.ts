// /profile/chat/details (SPEC.md section 7): the signed-in user's assistant data, cached in
// local storage for USER_DATA_MAX_AGE_MS; visitors send anonymous data. Errors are only logged.
import type { AiUserData } from '@blitz/contract';
import { callApi } from '../../../lib/api-client';
import { devConsole } from '../../../lib/console';
import { readUserData, saveUserData } from '../chat-storage';

/** How old the cached user data may be before it is fetched again (not shown in SPEC.md). */
export const USER_DATA_MAX_AGE_MS = 10 * 60_000;

export const anonymousUserData = (now: number): AiUserData => ({
  uuid: null,
  timestamp: now,
  nickname: '',
  bidsPlaced: 0,
  referrals: 0,
  bidsBought: false,
});

export async function getChatUserData(signedInUuid: string | null, now = Date.now()): Promise<AiUserData> {
  if (!signedInUuid) return anonymousUserData(now);
  const cached = readUserData();
  if (cached && cached.uuid === signedInUuid && now - cached.timestamp < USER_DATA_MAX_AGE_MS) return cached;
  const result = await callApi('/profile/chat/details', {});
  if (result.kind === 'data') {
    saveUserData(result.data);
    return result.data;
  }
  devConsole.warn('assistant: chat details not fetched', result.kind === 'error' ? result.reason : result.status);
  return cached ?? anonymousUserData(now);
}
