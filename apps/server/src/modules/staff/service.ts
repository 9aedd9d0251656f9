/**
 * Staff accounts: creating one (from the console or `npm run staff:create`) mails a setup link to
 * ADMIN_URL/setup/{token}; the link sets the password; sign-in answers a staff token. Owners change
 * roles and disable accounts (which ends their sessions). Every change writes its audit row in
 * the same transaction.
 */
import { decodeLoginToken, type StaffMember, type StaffParsedBody, type StaffRole } from '@blitz/contract';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../clock-port';
import type { DeliveryStatus, Mailer } from '../mail-port';
import { consumeEmailToken, endEmailTokens, hashPassword, issueEmailToken, markStaffShopper, verifyPassword } from '../auth';
import { recordAudit } from './audit';
import {
  findStaffByEmail,
  findStaffById,
  insertStaff,
  lockStaff,
  otherActiveOwners,
  toStaffMember,
  updateStaff,
  type StaffRow,
} from './repository';
import { issueStaffToken } from './tokens';

export interface StaffDeps {
  db: Database;
  mailer: Mailer;
  jwtSecret: string;
  /** Where the console lives (ADMIN_URL); setup links point into it. */
  adminUrl: string;
  clock: Clock;
}

export type StaffSignIn = { kind: 'signed-in'; staffToken: string; staff: StaffMember };

/** Mails a fresh setup link (24 hours, single use) to the account's address. */
export async function sendStaffSetupLink(deps: StaffDeps, row: StaffRow): Promise<{ delivery: DeliveryStatus; link: string }> {
  const token = await issueEmailToken(deps.db, 'staff-setup', row.email, null, deps.clock.now());
  const link = `${deps.adminUrl}/setup/${encodeURIComponent(token)}?email=${encodeURIComponent(row.email)}`;
  const delivery = await deps.mailer.send({ kind: 'staff-setup', to: row.email, lanIso: 'en', linkPath: '', linkUrl: link });
  return { delivery, link };
}

/** `actorId` null: created from the command line. */
export async function createStaffAccount(deps: StaffDeps, actorId: number | null, email: string, role: StaffRole) {
  const row = await inTransaction(deps.db, async (tx) => {
    const created = await insertStaff(tx, email, role);
    if (!created) return null;
    // The member's own shop account, if any, may no longer bid or buy.
    await markStaffShopper(tx, created.email);
    await recordAudit(tx, actorId, {
      action: 'staff.create',
      targetType: 'staff',
      targetId: created.id,
      before: null,
      after: toStaffMember(created),
    });
    return created;
  });
  if (!row) return { kind: 'duplicate' } as const;
  const sent = await sendStaffSetupLink(deps, row);
  return { kind: 'created', staff: toStaffMember(row), ...sent } as const;
}

async function signedIn(deps: StaffDeps, row: StaffRow): Promise<StaffSignIn> {
  return { kind: 'signed-in', staffToken: await issueStaffToken(deps.jwtSecret, row, deps.clock.now()), staff: toStaffMember(row) };
}

/** The setup link sets the password (and signs in); a used or stale link changes nothing. */
export async function setUpStaffPassword(deps: StaffDeps, body: StaffParsedBody<'/auth/setup'>) {
  const account = await findStaffByEmail(deps.db, body.email);
  if (!account || account.disabledAt) return { kind: 'bad-token' } as const;
  const passwordHash = await hashPassword(body.password);
  const now = deps.clock.now();
  const row = await inTransaction(deps.db, async (tx) => {
    if (!(await consumeEmailToken(tx, 'staff-setup', body.emailToken, account.email, now))) return null;
    // Any other setup link still in a mailbox (the staff member's way back in) dies with the old password.
    await endEmailTokens(tx, 'staff-setup', account.email, now);
    const before = toStaffMember(account);
    const changed = await updateStaff(tx, account.id, { passwordHash, endSessions: true });
    await recordAudit(tx, account.id, {
      action: 'staff.set-password',
      targetType: 'staff',
      targetId: account.id,
      before,
      after: toStaffMember(changed),
    });
    return changed;
  });
  return row ? signedIn(deps, row) : ({ kind: 'bad-token' } as const);
}

/**
 * Every refusal looks and takes the same: the argon2 verification runs for an unknown email, a
 * disabled account or one not set up too (against a dummy hash), so timing tells no one which
 * staff emails exist.
 */
export async function staffLogIn(deps: StaffDeps, loginToken: string) {
  const decoded = decodeLoginToken(loginToken);
  if (!decoded) return { kind: 'refused' } as const;
  const account = await findStaffByEmail(deps.db, decoded.email);
  const matches = await verifyPassword(account?.passwordHash, decoded.passwordHash);
  if (!matches || !account || account.disabledAt) return { kind: 'refused' } as const;
  return signedIn(deps, account);
}

/**
 * An owner changes another account's role or disables / enables it. Both end the account's
 * sessions. The last active owner can be neither demoted nor disabled.
 */
export async function changeStaffAccount(deps: StaffDeps, actorId: number, body: StaffParsedBody<'/staff/update'>) {
  return inTransaction(deps.db, async (tx) => {
    const row = await lockStaff(tx, body.id);
    if (!row) return { kind: 'not-found' } as const;
    const role = body.role ?? row.role;
    const disabledAt =
      body.active === undefined || body.active === null ? row.disabledAt : body.active ? null : (row.disabledAt ?? deps.clock.now());
    const losesOwner = row.role === 'owner' && row.disabledAt === null && (role !== 'owner' || disabledAt !== null);
    if (losesOwner && (await otherActiveOwners(tx, row.id)) === 0) return { kind: 'last-owner' } as const;
    const changes = role !== row.role || (disabledAt === null) !== (row.disabledAt === null);
    if (!changes) return { kind: 'changed', staff: toStaffMember(row) } as const;
    const changed = await updateStaff(tx, row.id, { role, disabledAt, endSessions: true });
    await recordAudit(tx, actorId, {
      action: 'staff.update',
      targetType: 'staff',
      targetId: row.id,
      before: toStaffMember(row),
      after: toStaffMember(changed),
    });
    return { kind: 'changed', staff: toStaffMember(changed) } as const;
  });
}

/** Mails a new setup link (also how a staff member who forgot the password gets back in). */
export async function resendStaffSetup(deps: StaffDeps, actorId: number, id: number) {
  const row = await findStaffById(deps.db, id);
  if (!row || row.disabledAt) return { kind: 'not-found' } as const;
  await inTransaction(deps.db, (tx) =>
    recordAudit(tx, actorId, {
      action: 'staff.resend-setup',
      targetType: 'staff',
      targetId: row.id,
      before: null,
      after: { email: row.email },
    }),
  );
  return { kind: 'sent', ...(await sendStaffSetupLink(deps, row)) } as const;
}
