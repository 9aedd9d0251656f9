/**
 * The two paths of a bid. The fast path writes a manual bid in one guarded statement when every
 * rule lets it through; the locked path locks the auction and the bidder (or the buddy), decides
 * with `decideBid` and writes that decision, ending the auction when the bid reached the retail
 * limit. Both write through `bid-write.ts`; a property test checks they accept and refuse alike.
 */
import { sql } from 'drizzle-orm';
import type { BidRefusal } from '@blitz/contract';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { userIsStaff } from '../auth';
import type { Balance } from '../wallet';
import { stopIfSpent } from './buddy-repository';
import { BATCH_SAVEPOINT, writeCheckedBid, writeCheckedBids, writeDecidedBid, type WrittenBid } from './bid-write';
import { finishLocked, type BidderInfo, type FinishedAuction } from './finish-auction';
import { lockForBid, lockWinCounts, type LockedAuction, type LockedBidder } from './repository';
import { decideBid } from './rules';

export interface AcceptedBid {
  productId: number;
  bidId: number;
  priceCents: number;
  placedAt: Date;
  endTime: Date;
  bidder: BidderInfo;
  /** Set for a buddy's bid: the reserve left after it. */
  buddyLeft: number | null;
  /** The bidder's balance after a manual bid (a buddy bid leaves the balance alone). */
  balance: Balance | null;
}

export type BidOutcome = { ok: true; bid: AcceptedBid; finished: FinishedAuction | null } | { ok: false; reason: BidRefusal };

function acceptedBid(productId: number, userId: number, written: WrittenBid, buddyId: number | null): AcceptedBid {
  const { nickname, profileImage, location } = written;
  const left = written.free + written.paid;
  return {
    productId,
    bidId: written.bidId,
    priceCents: written.priceCents,
    placedAt: written.placedAt,
    endTime: written.endTime,
    bidder: { userId, nickname, profileImage, location },
    buddyLeft: buddyId === null ? null : left,
    balance: buddyId === null ? { free: written.free, paid: written.paid } : null,
  };
}

const isCheckViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23514' || e.cause?.code === '23514';
};

/** The common case in one statement; null when the locked path must decide (or refuse). */
export async function fastBid(db: Database, productId: number, userId: number): Promise<BidOutcome | null> {
  let written;
  try {
    written = await writeCheckedBid(db, productId, userId);
  } catch (error) {
    // The balance went below zero meanwhile (CHECK constraint): nothing was written.
    if (isCheckViolation(error)) return null;
    throw error;
  }
  return written ? { ok: true, bid: acceptedBid(productId, userId, written, null), finished: null } : null;
}

/**
 * Decides on rows the caller locked and writes the decision; a buddy's reserve pays when `buddyId`
 * is set. The win limits are counted here, after the bid's turn is taken: 'busy' when another bid
 * of the bidder, or of a shopper at their delivery address, holds it.
 */
export async function acceptLocked(
  tx: Database,
  productId: number,
  row: LockedAuction & LockedBidder,
  userId: number,
  buddyId: number | null,
): Promise<BidOutcome> {
  const wins = await lockWinCounts(tx, productId, userId);
  if (!wins) return { ok: false, reason: 'busy' };
  const decision = decideBid({ ...row, userId, wins });
  if (!decision.ok) return decision;
  const written = await writeDecidedBid(tx, { productId, userId, decision, buddyId });
  if (!written) return { ok: false, reason: 'ended' };
  if (buddyId !== null && written.free + written.paid === 0) await stopIfSpent(tx, buddyId);
  const finished = decision.endsNow ? await finishLocked(tx, productId) : null;
  return { ok: true, bid: acceptedBid(productId, userId, written, buddyId), finished };
}

/** A manual bid on the locked path inside the caller's transaction (its own, or a bid group's). */
export async function lockedBidIn(tx: Database, productId: number, userId: number): Promise<BidOutcome> {
  const row = await lockForBid(tx, productId, userId);
  if (!row) return { ok: false, reason: (await userIsStaff(tx, userId)) ? 'staff-account' : 'not-found' };
  if (!row.gotTurn) return { ok: false, reason: 'busy' };
  return acceptLocked(tx, productId, row, userId, null);
}

/** A manual bid on the locked path, in its own transaction. */
export function lockedBid(db: Database, productId: number, userId: number): Promise<BidOutcome> {
  return inTransaction(db, (tx) => lockedBidIn(tx, productId, userId));
}

/** One manual bid as it goes alone: the fast path, and the locked path when that writes nothing. */
export async function singleBid(db: Database, productId: number, userId: number): Promise<BidOutcome> {
  return (await fastBid(db, productId, userId)) ?? (await lockedBid(db, productId, userId));
}

/**
 * Manual bids of several bidders on one auction, decided in the order given inside the caller's
 * transaction: each by the fast path's guarded statement, and by the locked path when that writes
 * nothing, exactly as each would go alone, so a refusal refuses only its own bid. Every decision
 * sees the ones before it (the row's price, leader and clock as they left it). `holdsRow` is called
 * once the first decision is made: from then on the auction's row is this transaction's until it
 * ends. A balance spent meanwhile by another transaction (the CHECK constraint) aborts the whole
 * transaction: the caller then has nothing written and decides again.
 */
export async function groupBidsIn(
  tx: Database,
  productId: number,
  userIds: readonly number[],
  holdsRow: () => void,
): Promise<BidOutcome[]> {
  // First every bid's fast statement in one round trip. When each of them wrote, that is the answer
  // (each was decided on what the ones before it left, as one by one); when one wrote nothing, its
  // refusal must be named on the state at its place, before the bids behind it ran: the batch is
  // undone and the group goes one statement at a time.
  const batched = await writeCheckedBids(tx, productId, userIds);
  if (batched?.every((written) => written !== null)) {
    holdsRow();
    return batched.map((written, i) => ({ ok: true, bid: acceptedBid(productId, userIds[i]!, written!, null), finished: null }));
  }
  if (batched) await tx.execute(sql.raw(`rollback to savepoint ${BATCH_SAVEPOINT}`));
  const outcomes: BidOutcome[] = [];
  for (const userId of userIds) {
    const written = await writeCheckedBid(tx, productId, userId);
    outcomes.push(
      written ? { ok: true, bid: acceptedBid(productId, userId, written, null), finished: null } : await lockedBidIn(tx, productId, userId),
    );
    if (outcomes.length === 1) holdsRow();
  }
  return outcomes;
}
