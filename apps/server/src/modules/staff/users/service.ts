/**
 * Staff changes to shoppers: Blitz adjustments (a reason kept in blitz_adjustments, the balance
 * changed through the wallet's one ledger writer with its own ledger kind, support staff limited
 * to SUPPORT_ADJUSTMENT_LIMIT given, and as much taken, per shopper and South African day), bans
 * (which end every session: the token version moves on and banned accounts pass no token check)
 * and a new password link. Each writes its audit row in the same transaction; the shopper's
 * header hears of a new balance after the commit.
 */
import { mayAdjust, SUPPORT_ADJUSTMENT_LIMIT, type StaffParsedBody, type StaffUser } from '@blitz/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import type { Realtime } from '../../realtime-port';
import { blitzCount, changeBlitz } from '../../wallet';
import { recordAudit } from '../audit';
import type { StaffPrincipal } from '../tokens';
import { findUser, supportMovedToday } from './repository';

export interface StaffUserDeps {
  db: Database;
  realtime: Realtime;
  /** Mails the shopper a link to choose a password (the shop's reset link). */
  sendPasswordLink: (email: string) => Promise<unknown>;
}

export type UserChange = { kind: 'saved'; user: StaffUser } | { kind: 'not-found' } | { kind: 'forbidden' } | { kind: 'invalid' };

const balanceOf = (user: StaffUser) => ({ free: user.freeBlitz, paid: user.paidBlitz });

export async function adjustBlitz(deps: StaffUserDeps, staff: StaffPrincipal, body: StaffParsedBody<'/users/adjust'>): Promise<UserChange> {
  if (!mayAdjust(staff.role, body.delta)) return { kind: 'forbidden' };
  const result = await inTransaction(deps.db, async (tx): Promise<UserChange> => {
    const before = await findUser(tx, body.id, true);
    if (!before) return { kind: 'not-found' };
    // A balance never goes below zero: taking more than the pot holds is refused, not clipped.
    if ((body.paid ? before.paidBlitz : before.freeBlitz) + body.delta < 0) return { kind: 'invalid' };
    // Support's limit is per shopper and South African day, not per call (the row lock above orders them).
    if (staff.role === 'support') {
      const moved = await supportMovedToday(tx, body.id, body.delta > 0 ? 1 : -1);
      if (moved + Math.abs(body.delta) > SUPPORT_ADJUSTMENT_LIMIT) return { kind: 'forbidden' };
    }
    const [adjustment] = await queryRows<{ id: number }>(
      tx,
      sql`insert into blitz_adjustments (user_id, staff_id, delta, paid, reason)
          values (${body.id}, ${staff.staffId}, ${body.delta}, ${body.paid}, ${body.reason}) returning id`,
    );
    await changeBlitz(tx, {
      userId: body.id,
      free: body.paid ? 0 : body.delta,
      paid: body.paid ? body.delta : 0,
      kind: 'adjustment',
      reference: `adjustment:${adjustment!.id}`,
    });
    const after = (await findUser(tx, body.id))!;
    await recordAudit(tx, staff.staffId, {
      action: 'user.adjust',
      targetType: 'user',
      targetId: body.id,
      before: balanceOf(before),
      after: {
        ...balanceOf(after),
        delta: body.delta,
        pot: body.paid ? 'paid' : 'free',
        reason: body.reason,
        adjustmentId: adjustment!.id,
      },
    });
    return { kind: 'saved', user: after };
  });
  if (result.kind === 'saved') deps.realtime.toUser(body.id, 'new-bids-count', blitzCount(balanceOf(result.user)));
  return result;
}

export async function setBanned(deps: StaffUserDeps, actorId: number, body: StaffParsedBody<'/users/ban'>): Promise<UserChange> {
  const result = await inTransaction(deps.db, async (tx): Promise<UserChange> => {
    const before = await findUser(tx, body.id, true);
    if (!before) return { kind: 'not-found' };
    if (before.banned !== body.banned) {
      await tx.execute(
        body.banned
          ? sql`update users set banned_at = now(), token_version = token_version + 1, updated_at = now() where id = ${body.id}`
          : sql`update users set banned_at = null, updated_at = now() where id = ${body.id}`,
      );
    }
    const after = (await findUser(tx, body.id))!;
    await recordAudit(tx, actorId, {
      action: body.banned ? 'user.ban' : 'user.unban',
      targetType: 'user',
      targetId: body.id,
      before: { banned: before.banned, bannedAt: before.bannedAt },
      after: { banned: after.banned, bannedAt: after.bannedAt, reason: body.reason ?? null },
    });
    return { kind: 'saved', user: after };
  });
  // A ban closes the shopper's connections on every node at once, not at their next command.
  if (result.kind === 'saved' && body.banned) deps.realtime.endSessions(body.id);
  return result;
}

export async function sendUserPasswordLink(deps: StaffUserDeps, actorId: number, id: number): Promise<UserChange> {
  const user = await findUser(deps.db, id);
  if (!user) return { kind: 'not-found' };
  await inTransaction(deps.db, (tx) =>
    recordAudit(tx, actorId, { action: 'user.send-setup', targetType: 'user', targetId: id, before: null, after: { email: user.email } }),
  );
  await deps.sendPasswordLink(user.email);
  return { kind: 'saved', user };
}
