/**
 * Profile rules: the signed-in user's own profile, its update (nickname clash, phone check, a
 * new refresh token carrying the new claims), the header's image and the assistant's user data.
 */
import { isValidPhone, type AiUserData, type ProfileUpdate, type ProfileView } from '@blitz/contract';
import type { FastifyInstance } from 'fastify';
import { findSessionUserById, isUniqueViolation, nicknameTaken } from '../auth/repository';
import { issueRefreshToken, toSession, type Session } from '../auth/tokens';
import { assistantCounts, findProfile, updateProfile } from './repository';

/** How long the header may keep the profile icon before asking again. */
export const PROFILE_ICON_TTL_MS = 60 * 60_000;
/** Profile images are files this server serves (uploads come through /image/upload). */
const SERVED_IMAGE = /^\/media\/[\w./-]+$/;

export async function viewProfile(app: FastifyInstance, session: Session): Promise<ProfileView | null> {
  const row = await findProfile(app.db, session.userId);
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

export type UpdateOutcome = { kind: 'updated'; refreshToken: string } | { kind: 'nickname-taken' } | { kind: 'invalid' };

/** The email is the account's identity and is not changed here; other fields are replaced. */
export async function changeProfile(app: FastifyInstance, session: Session, update: ProfileUpdate): Promise<UpdateOutcome> {
  const mobileNumber = update.mobileNumber === '' ? null : update.mobileNumber;
  if (mobileNumber && !isValidPhone(mobileNumber)) return { kind: 'invalid' };
  if (update.profileImage && !SERVED_IMAGE.test(update.profileImage)) return { kind: 'invalid' };
  if (await nicknameTaken(app.db, update.nickName, session.userId)) return { kind: 'nickname-taken' };
  try {
    await updateProfile(app.db, session.userId, {
      firstName: update.firstName,
      lastName: update.lastName,
      nickname: update.nickName,
      ...(mobileNumber !== undefined ? { mobileNumber: mobileNumber === null ? null : mobileNumber.replace(/\s+/g, '') } : {}),
      ...(update.location !== undefined ? { location: update.location || null } : {}),
      ...(update.language !== undefined ? { language: update.language } : {}),
      ...(update.profileImage !== undefined ? { profileImage: update.profileImage || null } : {}),
    });
  } catch (error) {
    // The nickname was taken between the check and the update.
    if (isUniqueViolation(error)) return { kind: 'nickname-taken' };
    throw error;
  }
  const row = await findSessionUserById(app.db, session.userId);
  if (!row) return { kind: 'invalid' };
  return { kind: 'updated', refreshToken: await issueRefreshToken(app.config.jwtSecret, toSession(row)) };
}

export async function profileImage(app: FastifyInstance, session: Session): Promise<string | null> {
  return (await findProfile(app.db, session.userId))?.profileImage ?? null;
}

export async function assistantUserData(app: FastifyInstance, session: Session): Promise<AiUserData> {
  const counts = await assistantCounts(app.db, session.userId);
  return { uuid: session.uuid, timestamp: Date.now(), nickname: session.nickname, ...counts };
}
