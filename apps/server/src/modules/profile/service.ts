/**
 * Profile rules: the signed-in user's own profile, its update (nickname clash, phone check, a
 * new refresh token carrying the new claims), the header's image and the assistant's user data.
 * They receive what they use (the database, or ProfileDeps), not the server.
 */
import { isValidPhone, stripWhitespace, type AiUserData, type ProfileUpdate, type ProfileView } from '@blitz/contract';
import type { Database } from '../../db/client';
import { cleanNickname, isUsableNickname, nicknameSkeleton } from '../../nickname-key';
import { findSessionUserById, issueRefreshToken, isUniqueViolation, nicknameTaken, toSession, type Session } from '../auth';
import { isSavedPictureOf, releasePictures, storeProfilePicture, type ObjectStorage } from '../images';
import { announceGrants, grantProfileCompletion } from '../rewards';
import type { Clock } from '../clock-port';
import type { Realtime } from '../realtime-port';
import { assistantCounts, findProfile, updateProfile } from './repository';

/** What a profile change uses: pictures go to storage, a reward is announced, a token is signed. */
export interface ProfileDeps {
  db: Database;
  storage: ObjectStorage;
  realtime: Realtime;
  jwtSecret: string;
  clock: Clock;
}

/** How long the header may keep the profile icon before asking again. */
export const PROFILE_ICON_TTL_MS = 60 * 60_000;
/** Keys of signed upload targets (/image/upload); anything else must be an address of a stored picture. */
const UPLOAD_KEY_PREFIX = 'incoming/';

export async function viewProfile(db: Database, session: Session): Promise<ProfileView | null> {
  const row = await findProfile(db, session.userId);
  if (!row) return null;
  return {
    firstName: row.firstName ?? '',
    lastName: row.lastName ?? '',
    nickname: row.nickname,
    email: row.email,
    profileImage: row.profileImage,
    language: row.language,
    location: row.location,
  };
}

export type UpdateOutcome =
  | { kind: 'updated'; refreshToken: string }
  | { kind: 'nickname-taken' }
  | { kind: 'invalid' }
  | { kind: 'bad-image'; reason: 'missing' | 'not-image' };

type Picture = { ok: true; value: string | null | undefined } | { ok: false; outcome: UpdateOutcome };

/**
 * The profileImage to store: unchanged (undefined, or the value already stored), cleared (null or
 * empty), the key of the caller's own fresh upload (section `profile`, re-encoded now), or the
 * address of a picture the server stored from one of the caller's uploads. Any other address (a
 * catalogue picture, another user's picture, a file that does not exist) is refused.
 */
async function resolvePicture(
  deps: ProfileDeps,
  userId: number,
  wanted: string | null | undefined,
  current: string | null,
): Promise<Picture> {
  if (wanted === undefined || wanted === current) return { ok: true, value: undefined };
  if (!wanted) return { ok: true, value: null };
  if (wanted.startsWith(UPLOAD_KEY_PREFIX)) {
    const stored = await storeProfilePicture(deps.db, deps.storage, userId, wanted);
    if (stored.ok) return { ok: true, value: stored.url };
    return { ok: false, outcome: stored.reason === 'bad-key' ? { kind: 'invalid' } : { kind: 'bad-image', reason: stored.reason } };
  }
  return (await isSavedPictureOf(deps.db, userId, 'profile', wanted))
    ? { ok: true, value: wanted }
    : { ok: false, outcome: { kind: 'invalid' } };
}

/** The email is the account's identity and is not changed here; other fields are replaced. */
export async function changeProfile(deps: ProfileDeps, session: Session, update: ProfileUpdate): Promise<UpdateOutcome> {
  const mobileNumber = update.mobileNumber === '' ? null : update.mobileNumber;
  if (mobileNumber && !isValidPhone(mobileNumber)) return { kind: 'invalid' };
  if (!isUsableNickname(update.nickName)) return { kind: 'invalid' };
  if (await nicknameTaken(deps.db, update.nickName, session.userId)) return { kind: 'nickname-taken' };
  const current = (await findProfile(deps.db, session.userId))?.profileImage ?? null;
  const picture = await resolvePicture(deps, session.userId, update.profileImage, current);
  if (!picture.ok) return picture.outcome;
  try {
    await updateProfile(deps.db, session.userId, {
      firstName: update.firstName,
      lastName: update.lastName,
      nickname: cleanNickname(update.nickName),
      nicknameSkeleton: nicknameSkeleton(update.nickName),
      ...(mobileNumber !== undefined ? { mobileNumber: mobileNumber === null ? null : stripWhitespace(mobileNumber) } : {}),
      ...(update.location !== undefined ? { location: update.location || null } : {}),
      ...(update.language !== undefined ? { language: update.language } : {}),
      ...(picture.value !== undefined ? { profileImage: picture.value } : {}),
    });
  } catch (error) {
    // The nickname was taken between the check and the update.
    if (isUniqueViolation(error)) return { kind: 'nickname-taken' };
    throw error;
  }
  // A replaced or removed picture leaves the storage when the database records it as the caller's and unused.
  if (picture.value !== undefined) await releasePictures(deps.db, deps.storage, { userId: session.userId }, 'profile', [current]);
  announceGrants(deps.realtime, [await grantProfileCompletion(deps.db, session.userId)]);
  const row = await findSessionUserById(deps.db, session.userId);
  if (!row) return { kind: 'invalid' };
  return { kind: 'updated', refreshToken: await issueRefreshToken(deps.jwtSecret, toSession(row), deps.clock.now()) };
}

export async function profileImage(db: Database, session: Session): Promise<string | null> {
  return (await findProfile(db, session.userId))?.profileImage ?? null;
}

export async function assistantUserData(db: Database, session: Session, now: Date): Promise<AiUserData> {
  const counts = await assistantCounts(db, session.userId);
  return { uuid: session.uuid, timestamp: now.getTime(), nickname: session.nickname, ...counts };
}
