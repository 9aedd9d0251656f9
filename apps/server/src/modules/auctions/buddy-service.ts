/**
 * Setting and cancelling a BidBuddy (DESIGN.md 'BidBuddy'): switching on reserves `buddyAmount`
 * Blitz from the balance at once (free first, paid only on Paid Blitz only auctions); setting it
 * again replaces the reserve (a replacement that is refused leaves the buddy as it was); switching
 * off returns what is unused. One transaction each, with the auction locked first as the engine does.
 */
import { sql } from 'drizzle-orm';
import { PAID_ONLY_BID_TYPE, type BidRefusal } from '@blitz/contract';
import { queryRows, toDateOrNull, type Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { changeBlitz, type Balance } from '../wallet';
import { findUserBuddy, lockUserBuddy, releaseBuddy } from './buddy-repository';
import { lit } from '../../db/literals';
import { buddyTurnAtSql } from './rule-sql';
import { bidderMayBidSql } from '../auth';

export interface BuddyState {
  auctionID: number;
  activeBuddy: boolean;
  currentBidBuddyAmount: number;
  balance: Balance;
}

export type BuddyResult = { ok: true; state: BuddyState } | { ok: false; reason: BidRefusal };

interface LockedForBuddy {
  status: string;
  bidType: string;
  buddyDueAt: Date | null;
  buddyAllowed: boolean;
  free: number;
  paid: number;
}

async function lockAuctionAndUser(db: Database, productId: number, userId: number): Promise<LockedForBuddy | null> {
  const [row] = await queryRows<LockedForBuddy & Record<string, unknown>>(
    db,
    sql`select p.status, p.bid_type as "bidType", p.buddy_due_at as "buddyDueAt", p.buddy_allowed as "buddyAllowed", u.free_blitz as free, u.paid_blitz as paid
        from products p, users u where p.id = ${productId} and u.id = ${userId} and ${bidderMayBidSql}
        for update of p, u`,
  );
  return row ? { ...row, buddyDueAt: toDateOrNull(row.buddyDueAt) } : null;
}

/** What the reserve takes from each pot, or null when the balance cannot cover it. */
export function splitReserve(amount: number, balance: Balance, paidOnly: boolean): Balance | null {
  if (paidOnly) return balance.paid >= amount ? { free: 0, paid: amount } : null;
  if (balance.free + balance.paid < amount) return null;
  const free = Math.min(balance.free, amount);
  return { free, paid: amount - free };
}

export async function setBuddy(
  db: Database,
  input: { userId: number; auctionId: number; active: boolean; amount: number },
): Promise<BuddyResult> {
  const { userId, auctionId, active, amount } = input;
  return inTransaction(db, async (tx): Promise<BuddyResult> => {
    const locked = await lockAuctionAndUser(tx, auctionId, userId);
    if (!locked) return { ok: false, reason: 'not-found' };
    let balance: Balance = { free: locked.free, paid: locked.paid };
    const existing = await lockUserBuddy(tx, userId, auctionId);
    const running = existing?.active ? existing : null;
    if (!active) {
      if (running) balance = await releaseBuddy(tx, running);
      return { ok: true, state: { auctionID: auctionId, activeBuddy: false, currentBidBuddyAmount: 0, balance } };
    }
    // Every refusal comes before any change: a buddy that cannot be replaced keeps running as it was.
    if (locked.status !== 'Open' && locked.status !== 'Not Started') return { ok: false, reason: 'ended' };
    if (!locked.buddyAllowed) return { ok: false, reason: 'buddy-off' };
    const afterReturn = running ? { free: balance.free + running.remainingFree, paid: balance.paid + running.remainingPaid } : balance;
    const take = splitReserve(amount, afterReturn, locked.bidType === PAID_ONLY_BID_TYPE);
    if (!take) return { ok: false, reason: 'no-blitz' };
    if (running) await releaseBuddy(tx, running);
    const [buddy] = await queryRows<{ id: number }>(
      tx,
      sql`insert into bid_buddies (user_id, product_id, reserved, remaining_free, remaining_paid, active, activated_at, last_bid_at)
          values (${userId}, ${auctionId}, ${amount}, ${take.free}, ${take.paid}, true, clock_timestamp(), null)
          on conflict (user_id, product_id) do update set reserved = excluded.reserved,
            remaining_free = excluded.remaining_free, remaining_paid = excluded.remaining_paid, active = true,
            activated_at = excluded.activated_at, last_bid_at = null, updated_at = now()
          returning id`,
    );
    balance = await changeBlitz(tx, { userId, free: -take.free, paid: -take.paid, kind: 'buddy-reserve', reference: `buddy:${buddy!.id}` });
    if (locked.status === 'Open' && !locked.buddyDueAt) {
      await tx.execute(
        sql`update products set buddy_due_at = ${buddyTurnAtSql(sql`end_time`, sql`clock_timestamp()`)}
            where id = ${auctionId} and status = ${lit('Open')} and end_time is not null`,
      );
    }
    return { ok: true, state: { auctionID: auctionId, activeBuddy: true, currentBidBuddyAmount: amount, balance } };
  });
}

/** The user's buddy on an auction as the product fields show it. */
export async function buddyView(db: Database, userId: number, auctionId: number) {
  const buddy = await findUserBuddy(db, userId, auctionId);
  const active = buddy?.active ?? false;
  return {
    activeBuddy: active,
    currentBidBuddyAmount: active && buddy ? buddy.remainingFree + buddy.remainingPaid : 0,
  };
}
