/**
 * Account rules: the emailed setup, reset and magic links, sign-up, login, password reset and
 * session refresh. Each function answers with the outcome the route maps to a status code, and
 * receives what it uses (AuthDeps), not the server.
 */
import { decodeLoginToken, isValidEmail, normalizeEmail, type SignupFields } from '@blitz/contract';
import { isUsableNickname } from '../../nickname-key';
import type { Mailer } from '../../plugins/mail';
import { hashPassword, verifyPassword } from './passwords';
import {
  findSessionUserById,
  findUserByEmail,
  findUserIdByReferralCode,
  insertUser,
  isUniqueViolation,
  nicknameTaken,
  replacePassword,
  violatedConstraint,
  type SessionUserRow,
} from './repository';
import {
  consumeEmailToken,
  consumeMagicLinkToken,
  issueEmailToken,
  issueMagicLinkToken,
  issueRefreshToken,
  toSession,
  type Session,
  type TokenDeps,
} from './tokens';

/** What the account rules use: the database, the signing secret and the mailer. */
export interface AuthDeps extends TokenDeps {
  mailer: Mailer;
}

export type Issued = { kind: 'token'; refreshToken: string };
export type Duplicate = { kind: 'duplicate'; field: 'email' | 'nickname' };

const issued = async (deps: TokenDeps, row: SessionUserRow): Promise<Issued> => ({
  kind: 'token',
  refreshToken: await issueRefreshToken(deps.jwtSecret, toSession(row)),
});

/** Link to a page of the shop that carries an emailed token and the address it was sent to. */
const tokenLink = (page: string, token: string, email: string) =>
  `/${page}/${encodeURIComponent(token)}?email=${encodeURIComponent(email)}`;

/** /auth/register and /auth/email: mails the setup link unless the address already has an account. */
export async function sendSetupLink(
  deps: AuthDeps,
  rawEmail: string,
  lanIso: string | undefined,
  origin: { campaignSrc?: string | undefined; referrerToken?: string | undefined } = {},
) {
  const email = normalizeEmail(rawEmail);
  if (!isValidEmail(email)) return { kind: 'invalid' } as const;
  if (await findUserByEmail(deps.db, email)) return { kind: 'duplicate', field: 'email' } as const;
  // The campaign and the referral code a sign-up came with ride on the setup token until the
  // account exists, so the link still credits the friend when it is opened on another device.
  const token = await issueEmailToken(deps.db, 'setup', email, null, new Date(), {
    campaignSource: origin.campaignSrc?.trim() || null,
    referrerToken: origin.referrerToken?.trim() || null,
  });
  const delivery = await deps.mailer.send({ kind: 'setup', to: email, lanIso, linkPath: tokenLink('setup-account', token, email) });
  return { kind: 'sent', delivery } as const;
}

/** /auth/signup: creates the account the setup link was sent for. */
export async function signUp(
  deps: AuthDeps,
  fields: SignupFields,
  referrerToken: string | undefined,
): Promise<Issued | Duplicate | { kind: 'bad-token' } | { kind: 'invalid' }> {
  const email = normalizeEmail(fields.email);
  // Clashes are checked before the token is used up, so the user can retry with another nickname.
  if (await findUserByEmail(deps.db, email)) return { kind: 'duplicate', field: 'email' };
  if (!isUsableNickname(fields.nickname)) return { kind: 'invalid' };
  if (await nicknameTaken(deps.db, fields.nickname)) return { kind: 'duplicate', field: 'nickname' };
  const used = await consumeEmailToken(deps.db, 'setup', fields.emailToken, email);
  if (!used) return { kind: 'bad-token' };
  try {
    const row = await insertUser(deps.db, {
      campaignSource: used.campaignSource,
      email,
      passwordHash: await hashPassword(fields.password),
      nickname: fields.nickname,
      firstName: fields.firstName,
      lastName: fields.lastName,
      // The code recorded with the setup link wins; the one sent now covers links mailed before.
      referrerId: await findUserIdByReferralCode(deps.db, used.referrerToken ?? referrerToken),
    });
    return await issued(deps, row);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return { kind: 'duplicate', field: violatedConstraint(error).includes('nickname') ? 'nickname' : 'email' };
  }
}

/** /auth/login with loginToken = base64 `email:sha256hex(password)`. */
export async function logIn(deps: AuthDeps, loginToken: string) {
  const decoded = decodeLoginToken(loginToken);
  if (!decoded) return { kind: 'wrong-password' } as const;
  const user = await findUserByEmail(deps.db, decoded.email);
  if (!user) return { kind: 'unknown-email' } as const;
  if (!(await verifyPassword(user.passwordHash, decoded.passwordHash))) return { kind: 'wrong-password' } as const;
  if (user.bannedAt) return { kind: 'banned' } as const;
  return issued(deps, user);
}

/** /auth/forgot: mails a reset link to an existing account. */
export async function sendResetLink(deps: AuthDeps, rawEmail: string, lanIso: string | undefined) {
  const user = await findUserByEmail(deps.db, rawEmail);
  if (!user) return { kind: 'unknown-email' } as const;
  const token = await issueEmailToken(deps.db, 'reset', user.email, user.id);
  const linkPath = tokenLink('reset-password', token, user.email);
  await deps.mailer.send({ kind: 'reset', to: user.email, lanIso, userLanguage: user.language, linkPath });
  return { kind: 'sent' } as const;
}

/** /auth/reset: a new password ends every other session (the token version moves on). */
export async function resetPassword(deps: AuthDeps, rawEmail: string, password: string, emailToken: string) {
  const user = await findUserByEmail(deps.db, rawEmail);
  if (!user) return { kind: 'unknown-email' } as const;
  const used = await consumeEmailToken(deps.db, 'reset', emailToken, user.email);
  if (!used || used.userId !== user.id) return { kind: 'bad-token' } as const;
  return issued(deps, await replacePassword(deps.db, user.id, await hashPassword(password)));
}

/** /auth/magiclink: mails a one-time sign-in link `/auth/{jwt}`. */
export async function sendMagicLink(deps: AuthDeps, rawEmail: string, lanIso: string | undefined) {
  const user = await findUserByEmail(deps.db, rawEmail);
  if (!user || user.bannedAt) return { kind: 'unknown-email' } as const;
  const token = await issueMagicLinkToken(deps.db, deps.jwtSecret, user);
  await deps.mailer.send({ kind: 'magic-link', to: user.email, lanIso, userLanguage: user.language, linkPath: `/auth/${token}` });
  return { kind: 'sent' } as const;
}

/** /auth/magic: trades a magic-link JWT (once) for a refresh token. */
export async function exchangeMagicLink(deps: AuthDeps, token: string): Promise<Issued | { kind: 'invalid' } | { kind: 'wrong-kind' }> {
  const used = await consumeMagicLinkToken(deps.db, deps.jwtSecret, token);
  if (!used.ok) return used.reason === 'wrong-kind' ? { kind: 'wrong-kind' } : { kind: 'invalid' };
  const row = await findSessionUserById(deps.db, used.userId);
  if (!row || row.bannedAt) return { kind: 'invalid' };
  return issued(deps, row);
}

/** /auth/refresh: a fresh token with the user's current claims. */
export async function refreshSession(deps: AuthDeps, session: Session): Promise<string> {
  return issueRefreshToken(deps.jwtSecret, session);
}
