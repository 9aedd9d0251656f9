/**
 * Group commit of bids (issue 51). Every bid is one commit, so one auction could never take more
 * bids than PostgreSQL flushes commits on one row, and many quiet auctions pay a commit per bid.
 * Here each node keeps a few lanes; an auction always goes by the same lane (its id modulo LANES):
 * - a bid that finds its lane idle (no group of the lane on its way to its rows) starts at once,
 *   alone, on today's path (`singleBid`): nothing waits and nothing changes;
 * - bids that arrive while a group of their lane is on its way to its rows wait for it to hold them,
 *   then go together, in arrival order and at most GROUP_LIMIT of them, as the next group: one
 *   transaction (`groupBidsIn`) in which the auctions are taken in id order and each bid is decided
 *   by the same guard as alone, after the bids before it on its auction, and writes its own ledger,
 *   bid and record rows (the fast statements of all of them in one round trip while none is
 *   refused), then one commit. That group waits for its rows in the database while the one before
 *   it commits, so a hot auction's row is never idle between them; the wait of a bid is at most the
 *   time the group before it takes to reach its rows;
 * - a refusal in a group refuses only its own bid (it writes nothing and raises nothing); when
 *   the group's transaction fails (a database error, a balance spent meanwhile by another
 *   transaction, a deadlock with another node's group over a bidder's row) nothing of it was
 *   written, and its bids go again one by one on today's path, each getting the answer it would
 *   have had alone.
 * The outcomes are handed back in the group's order once it committed, so the acknowledgements
 * and broadcasts follow the commit in that order. Nodes still meet on the auctions' row locks.
 */
import type { Database } from '../../db/client';
import { inPinnedTransaction } from '../../db/transaction';
import { groupBidsIn, singleBid, type BidOutcome } from './bid-paths';
import type { GroupedBid } from './bid-write';

/** The most bids one transaction decides (a bound on the time rows are held and on a group's wait). */
const GROUP_LIMIT = 64;
/** Lanes of a node: groups of different lanes run side by side, each on its own connection. */
export const LANES = 2;

interface Waiting extends GroupedBid {
  resolve: (outcome: BidOutcome) => void;
  reject: (error: unknown) => void;
}

interface Lane {
  waiting: Waiting[];
  /** A group of this lane has started and does not yet hold its rows. */
  reaching: boolean;
}

export interface BidGroups {
  place(productId: number, userId: number): Promise<BidOutcome>;
}

export function createBidGroups(db: Database, lanes = LANES): BidGroups {
  const byLane: Lane[] = Array.from({ length: lanes }, () => ({ waiting: [], reaching: false }));

  async function decide(group: Waiting[], holdsRows: () => void): Promise<void> {
    if (group.length === 1) {
      const [only] = group as [Waiting];
      await singleBid(db, only.productId, only.userId).then(only.resolve, only.reject);
      return;
    }
    let outcomes: BidOutcome[];
    try {
      outcomes = await inPinnedTransaction(db, (tx) => groupBidsIn(tx, group, holdsRows));
    } catch {
      // Nothing of the group was committed: each bid goes alone, as it would have without groups
      // (and a database that is down answers each with its error).
      holdsRows();
      for (const bid of group) await singleBid(db, bid.productId, bid.userId).then(bid.resolve, bid.reject);
      return;
    }
    group.forEach((bid, i) => bid.resolve(outcomes[i]!));
  }

  function start(lane: Lane): void {
    if (lane.reaching || lane.waiting.length === 0) return;
    const group = lane.waiting.splice(0, GROUP_LIMIT);
    lane.reaching = true;
    let held = false;
    const holdsRows = () => {
      if (held) return;
      held = true;
      lane.reaching = false;
      start(lane);
    };
    void decide(group, holdsRows).finally(holdsRows);
  }

  return {
    place(productId, userId) {
      return new Promise<BidOutcome>((resolve, reject) => {
        const lane = byLane[productId % lanes]!;
        lane.waiting.push({ productId, userId, resolve, reject });
        start(lane);
      });
    },
  };
}
