/**
 * The auction engine (DESIGN.md 'Auctions' and 'BidBuddy'): places manual and buddy bids, opens
 * auctions whose start has come and finishes those whose clock ran out. Each operation is one
 * transaction on locked rows (a bid war's manual bids share one, `bid-groups.ts`); the outcomes it
 * returns are broadcast by the caller only after the commit. Nothing here depends on which node runs it or on a timer surviving a restart: the
 * database says what is due.
 */
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../clock-port';
import { createBidGroups } from './bid-groups';
import { acceptLocked, type AcceptedBid, type BidOutcome } from './bid-paths';
import { releaseBuddy, type ReleasedBuddy } from './buddy-repository';
import { finishLocked, type FinishedAuction } from './finish-auction';
import {
  claimBuddyTurn,
  clearBuddyTurn,
  dueBuddyTurnIds,
  endedAuctionIds,
  nextBuddy,
  openDueAuctions,
  type OpenedAuction,
} from './lifecycle-repository';
import { lockForBuddyBid } from './repository';

export type { AcceptedBid, BidOutcome } from './bid-paths';
export type { BidderInfo, FinishedAuction } from './finish-auction';

export interface TickOutcome {
  opened: OpenedAuction[];
  finished: FinishedAuction[];
  /** Accepted buddy bids (with the auction's end when the bid reached the retail limit). */
  buddyBids: { bid: AcceptedBid; finished: FinishedAuction | null }[];
  /** Buddies released because they could never bid on their auction. */
  released: ReleasedBuddy[];
  /** How late each opening, ending and buddy turn of this pass ran after its due time, in seconds. */
  lags: { task: 'opening' | 'ending' | 'buddy_turn'; seconds: number }[];
}

export interface AuctionEngine {
  placeBid(productId: number, userId: number): Promise<BidOutcome>;
  /** One pass over what is due: openings, endings, buddy turns. */
  tick(): Promise<TickOutcome>;
}

/** `clock` dates how late an ending ran (the lag metric); the bids themselves go by the database's time. */
export function createAuctionEngine(db: Database, clock: Clock): AuctionEngine {
  /** Users whose bid this node is processing: a second request waits for nothing, it is refused. */
  const inFlight = new Set<number>();
  /** Each auction's bids on this node, decided alone when it is quiet and in groups in a bid war. */
  const groups = createBidGroups(db);

  async function placeBid(productId: number, userId: number): Promise<BidOutcome> {
    if (inFlight.has(userId)) return { ok: false, reason: 'busy' };
    inFlight.add(userId);
    try {
      return await groups.place(productId, userId);
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
      const outcome = await acceptLocked(tx, productId, row, row.userId, buddyId);
      if (outcome.ok) return outcome;
      if (outcome.reason === 'ended' || outcome.reason === 'not-open') {
        await clearBuddyTurn(tx, productId);
        return null;
      }
      // The owner's (or their address's) other bid is being written: the turn stays due, next tick.
      if (outcome.reason === 'busy') return null;
      // This buddy can never bid here (no usable Blitz, not a beginner, locked out, a win limit): stop it.
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
    const lags: TickOutcome['lags'] = opened.map((auction) => ({ task: 'opening', seconds: auction.lateSeconds }));
    const finished: FinishedAuction[] = [];
    for (const productId of await endedAuctionIds(db)) {
      const result = await inTransaction(db, (tx) => finishLocked(tx, productId));
      if (result) {
        finished.push(result);
        lags.push({ task: 'ending', seconds: Math.max(0, (clock.now().getTime() - result.endTime.getTime()) / 1000) });
      }
    }
    const buddyBids: TickOutcome['buddyBids'] = [];
    const released: ReleasedBuddy[] = [];
    for (const productId of await dueBuddyTurnIds(db)) {
      // Each turn in its own transaction, so one auction's lock is not held while others bid.
      const outcome = await inTransaction(db, async (tx) => {
        const stopped: ReleasedBuddy[] = [];
        const late = await claimBuddyTurn(tx, productId);
        if (late !== null) lags.push({ task: 'buddy_turn', seconds: late });
        const result = late !== null ? await buddyTurn(tx, productId, stopped) : null;
        return { result, stopped };
      });
      released.push(...outcome.stopped);
      if (outcome.result?.ok) buddyBids.push({ bid: outcome.result.bid, finished: outcome.result.finished });
    }
    return { opened, finished, buddyBids, released, lags };
  }

  return { placeBid, tick };
}
