/**
 * The auction engine (DESIGN.md 'Auctions' and 'BidBuddy'): places manual and buddy bids, opens
 * auctions whose start has come and finishes those whose clock ran out. Each operation is one
 * transaction on locked rows; the outcomes it returns are broadcast by the caller only after the
 * commit. Nothing here depends on which node runs it or on a timer surviving a restart: the
 * database says what is due.
 */
import type { BidRefusal } from '@blitz/contract';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { createWonOrder } from '../orders/won-order';
import type { Balance } from '../wallet/ledger';
import { releaseAllBuddies, releaseBuddy, stopIfSpent, type ReleasedBuddy } from './buddy-repository';
import {
  claimBuddyTurn,
  clearBuddyTurn,
  dueBuddyTurnIds,
  endedAuctionIds,
  markFinished,
  nextBuddy,
  openDueAuctions,
  type OpenedAuction,
} from './lifecycle-repository';
import { writeFastBid } from './fast-bid-repository';
import { lockForBid, lockForBuddyBid, writeBid, type LockedAuction, type LockedBidder } from './repository';
import { buddyTurnAt, decideBid } from './rules';

export interface BidderInfo {
  userId: number;
  nickname: string;
  profileImage: string | null;
  location: string | null;
}

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

export interface FinishedAuction {
  productId: number;
  status: 'Ended' | 'Closed';
  endTime: Date;
  winner: BidderInfo | null;
  orderId: number | null;
  /** Buddies switched off with their reserve returned, and each owner's balance after it. */
  released: ReleasedBuddy[];
}

export type BidOutcome =
  | { ok: true; bid: AcceptedBid; finished: FinishedAuction | null }
  | { ok: false; reason: BidRefusal };

export interface TickOutcome {
  opened: OpenedAuction[];
  finished: FinishedAuction[];
  /** Accepted buddy bids (with the auction's end when the bid reached the retail limit). */
  buddyBids: { bid: AcceptedBid; finished: FinishedAuction | null }[];
  /** Buddies released because they could never bid on their auction. */
  released: ReleasedBuddy[];
}

type Locked = LockedAuction & LockedBidder;

function decide(row: Locked, userId: number) {
  return decideBid({ ...row, userId });
}

async function finishLocked(tx: Database, productId: number): Promise<FinishedAuction | null> {
  const row = await markFinished(tx, productId);
  if (!row) return null;
  let orderId: number | null = null;
  if (row.status === 'Ended' && row.winnerId !== null) {
    orderId = await createWonOrder(tx, { userId: row.winnerId, productId, title: row.title, priceCents: row.priceCents });
  }
  const released = await releaseAllBuddies(tx, productId);
  return {
    productId,
    status: row.status === 'Ended' ? 'Ended' : 'Closed',
    endTime: row.endTime,
    winner:
      row.winnerId === null
        ? null
        : { userId: row.winnerId, nickname: row.winnerNickname ?? '', profileImage: row.winnerImage, location: row.winnerLocation },
    orderId,
    released,
  };
}

export interface AuctionEngine {
  placeBid(productId: number, userId: number): Promise<BidOutcome>;
  /** One pass over what is due: openings, endings, buddy turns. */
  tick(): Promise<TickOutcome>;
}

export function createAuctionEngine(db: Database): AuctionEngine {
  /** Users whose bid this node is processing: a second request waits for nothing, it is refused. */
  const inFlight = new Set<number>();

  async function accept(
    tx: Database,
    productId: number,
    row: Locked,
    userId: number,
    buddyId: number | null,
  ): Promise<BidOutcome> {
    const decision = decide(row, userId);
    if (!decision.ok) return decision;
    const written = await writeBid(tx, {
      productId,
      userId,
      priceCents: decision.priceCents,
      paid: decision.paid,
      endsNow: decision.endsNow,
      buddyTurnAt: decision.endsNow ? null : buddyTurnAt(decision.endTime, row.now),
      buddyId,
    });
    if (!written) return { ok: false, reason: 'ended' };
    const bidder: BidderInfo = { userId, nickname: row.nickname, profileImage: row.profileImage, location: row.location };
    const left = written.free + written.paid;
    if (buddyId !== null && left === 0) await stopIfSpent(tx, buddyId);
    const finished = decision.endsNow ? await finishLocked(tx, productId) : null;
    return {
      ok: true,
      bid: {
        productId,
        bidId: written.bidId,
        priceCents: decision.priceCents,
        placedAt: written.placedAt,
        endTime: written.endTime,
        bidder,
        buddyLeft: buddyId === null ? null : left,
        balance: buddyId === null ? { free: written.free, paid: written.paid } : null,
      },
      finished,
    };
  }

  /** The common case in one statement; null when the locked path must decide (or refuse). */
  async function tryFastBid(productId: number, userId: number): Promise<BidOutcome | null> {
    let written;
    try {
      written = await writeFastBid(db, productId, userId);
    } catch (error) {
      // The balance went below zero meanwhile (CHECK constraint): nothing was written.
      if ((error as { code?: string }).code === '23514' || (error as { cause?: { code?: string } }).cause?.code === '23514') return null;
      throw error;
    }
    if (!written) return null;
    const { nickname, profileImage, location } = written;
    return {
      ok: true,
      bid: {
        productId,
        bidId: written.bidId,
        priceCents: written.priceCents,
        placedAt: written.placedAt,
        endTime: written.endTime,
        bidder: { userId, nickname, profileImage, location },
        buddyLeft: null,
        balance: { free: written.free, paid: written.paid },
      },
      finished: null,
    };
  }

  async function placeBid(productId: number, userId: number): Promise<BidOutcome> {
    if (inFlight.has(userId)) return { ok: false, reason: 'busy' };
    inFlight.add(userId);
    try {
      const fast = await tryFastBid(productId, userId);
      if (fast) return fast;
      return await inTransaction(db, async (tx) => {
        const row = await lockForBid(tx, productId, userId);
        if (!row) return { ok: false, reason: 'not-found' } as const;
        if (!row.gotTurn) return { ok: false, reason: 'busy' } as const;
        return accept(tx, productId, row, userId, null);
      });
    } finally {
      inFlight.delete(userId);
    }
  }

  /** One buddy turn on a claimed auction: the next eligible buddy bids, unusable ones are released. */
  async function buddyTurn(tx: Database, productId: number, released: ReleasedBuddy[]): Promise<BidOutcome | null> {
    for (;;) {
      const buddyId = await nextBuddy(tx, productId);
      if (buddyId === null) {
        await clearBuddyTurn(tx, productId);
        return null;
      }
      const row = await lockForBuddyBid(tx, productId, buddyId);
      if (!row) return null;
      const outcome = await accept(tx, productId, row, row.userId, buddyId);
      if (outcome.ok) return outcome;
      if (outcome.reason === 'ended' || outcome.reason === 'not-open') {
        await clearBuddyTurn(tx, productId);
        return null;
      }
      // This buddy can never bid here (no usable Blitz, not a beginner, locked out): stop it.
      const balance = await releaseBuddy(tx, {
        id: buddyId,
        userId: row.userId,
        productId,
        active: true,
        remainingFree: row.free,
        remainingPaid: row.paid,
      });
      released.push({ userId: row.userId, balance });
    }
  }

  async function tick(): Promise<TickOutcome> {
    const opened = await inTransaction(db, (tx) => openDueAuctions(tx));
    const finished: FinishedAuction[] = [];
    for (const productId of await endedAuctionIds(db)) {
      const result = await inTransaction(db, (tx) => finishLocked(tx, productId));
      if (result) finished.push(result);
    }
    const buddyBids: TickOutcome['buddyBids'] = [];
    const released: ReleasedBuddy[] = [];
    for (const productId of await dueBuddyTurnIds(db)) {
      // Each turn in its own transaction, so one auction's lock is not held while others bid.
      const outcome = await inTransaction(db, async (tx) => {
        const stopped: ReleasedBuddy[] = [];
        const result = (await claimBuddyTurn(tx, productId)) ? await buddyTurn(tx, productId, stopped) : null;
        return { result, stopped };
      });
      released.push(...outcome.stopped);
      if (outcome.result?.ok) buddyBids.push({ bid: outcome.result.bid, finished: outcome.result.finished });
    }
    return { opened, finished, buddyBids, released };
  }

  return { placeBid, tick };
}
