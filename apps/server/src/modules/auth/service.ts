/**
 * Account rules: the emailed setup, reset and magic links, sign-up, login, password reset and
 * session refresh. Each function answers with the outcome the route maps to a status code, and
 * receives what it uses (AuthDeps), not the server.
 */
import { decodeLoginToken, isValidEmail, normalizeEmail, type SignupFields } from '@blitz/contract';
import { inTransaction } from '../../db/transaction';
import { isUsableNickname } from '../../nickname-key';
import type { Clock } from '../clock-port';
import type { Mailer } from '../mail-port';
import { hashPassword, verifyPassword } from './passwords';
import {
  endEmailLinks,
  endSessions,
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

/** What the account rules use: the database, the signing secret, the mailer and the clock. */
export interface AuthDeps extends TokenDeps {
  mailer: Mailer;
  clock: Clock;
}

export type Issued = { kind: 'token'; refreshToken: string; userId: number };
export type Duplicate = { kind: 'duplicate'; field: 'email' | 'nickname' };

const issued = async (deps: AuthDeps, row: SessionUserRow): Promise<Issued> => ({
  kind: 'token',
  refreshToken: await issueRefreshToken(deps.jwtSecret, toSession(row), deps.clock.now()),
  userId: row.id,
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
  const token = await issueEmailToken(deps.db, 'setup', email, null, deps.clock.now(), {
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
  const used = await consumeEmailToken(deps.db, 'setup', fields.emailToken, email, deps.clock.now());
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

/**
 * /auth/login with loginToken = base64 `email:sha256hex(password)`. An unknown email is refused
 * like a wrong password, after the same argon2 verification (against a dummy hash), so neither the
 * answer nor its time tells whether the email has an account.
 */
export async function logIn(deps: AuthDeps, loginToken: string) {
  const decoded = decodeLoginToken(loginToken);
  if (!decoded) return { kind: 'refused' } as const;
  const user = await findUserByEmail(deps.db, decoded.email);
  if (!(await verifyPassword(user?.passwordHash, decoded.passwordHash)) || !user) return { kind: 'refused' } as const;
  if (user.bannedAt) return { kind: 'banned' } as const;
  return issued(deps, user);
}

/**
 * /auth/forgot (and the staff console's new password link): mails a reset link when the email has
 * an account, and does nothing otherwise. The route answers before this runs, the same for both.
 */
export async function sendResetLink(deps: AuthDeps, rawEmail: string, lanIso: string | undefined): Promise<void> {
  const user = await findUserByEmail(deps.db, rawEmail);
  if (!user) return;
  const token = await issueEmailToken(deps.db, 'reset', user.email, user.id, deps.clock.now());
  const linkPath = tokenLink('reset-password', token, user.email);
  await deps.mailer.send({ kind: 'reset', to: user.email, lanIso, userLanguage: user.language, linkPath });
}

/**
 * /auth/reset: the emailed token decides, whether or not the email has an account (an unknown one
 * is a bad token too). The new password ends every other session (the token version moves on) and
 * every reset or magic link mailed before, in one transaction.
 */
export async function resetPassword(deps: AuthDeps, rawEmail: string, password: string, emailToken: string) {
  const used = await consumeEmailToken(deps.db, 'reset', emailToken, normalizeEmail(rawEmail), deps.clock.now());
  const userId = used?.userId;
  if (!userId) return { kind: 'bad-token' } as const;
  const passwordHash = await hashPassword(password);
  const row = await inTransaction(deps.db, async (tx) => {
    await endEmailLinks(tx, userId);
    return replacePassword(tx, userId, passwordHash);
  });
  return issued(deps, row);
}

/** /auth/magiclink: mails a one-time sign-in link `/auth/{jwt}` to an account that may sign in; nothing otherwise. */
export async function sendMagicLink(deps: AuthDeps, rawEmail: string, lanIso: string | undefined): Promise<void> {
  const user = await findUserByEmail(deps.db, rawEmail);
  if (!user || user.bannedAt) return;
  const token = await issueMagicLinkToken(deps.db, deps.jwtSecret, user, deps.clock.now());
  await deps.mailer.send({ kind: 'magic-link', to: user.email, lanIso, userLanguage: user.language, linkPath: `/auth/${token}` });
}

/** /auth/magic: trades a magic-link JWT (once) for a refresh token. */
export async function exchangeMagicLink(deps: AuthDeps, token: string): Promise<Issued | { kind: 'invalid' } | { kind: 'wrong-kind' }> {
  const used = await consumeMagicLinkToken(deps.db, deps.jwtSecret, token, deps.clock.now());
  if (!used.ok) return used.reason === 'wrong-kind' ? { kind: 'wrong-kind' } : { kind: 'invalid' };
  const row = await findSessionUserById(deps.db, used.userId);
  if (!row || row.bannedAt) return { kind: 'invalid' };
  return issued(deps, row);
}

/** /auth/logout: moves the token version on, so this and every other session of the account ends. */
export async function logOut(deps: TokenDeps, session: Session): Promise<void> {
  await endSessions(deps.db, session.userId);
}

/** /auth/refresh: a fresh token with the user's current claims. */
export async function refreshSession(deps: AuthDeps, session: Session): Promise<string> {
  return issueRefreshToken(deps.jwtSecret, session, deps.clock.now());
}
