/**
 * Group commit of a bid war (issue 51). Every bid is one commit, so one auction could never take
 * more bids than PostgreSQL flushes commits on one row. Here each node keeps a lane per auction:
 * - a bid on a quiet auction (no group of this node on its way to the row) starts at once, alone,
 *   on today's path (`singleBid`): nothing waits and nothing changes;
 * - bids that arrive while a group is on its way to the auction's row wait for it to hold the row
 *   (its first decision made), then go together, in arrival order and at most GROUP_LIMIT of them,
 *   as the next group: one transaction (`groupBidsIn`) in which each is decided by the same guard
 *   as alone and writes its own ledger, bid and record rows (the fast statements of all of them in
 *   one round trip while none is refused), then one commit. That group waits for
 *   the row in the database while the one before it commits, so the row is never idle between
 *   them; the wait of a bid is at most the time the group before it takes to reach the row;
 * - a refusal in a group refuses only its own bid (it writes nothing and raises nothing); when
 *   the group's transaction fails (a database error, a balance spent meanwhile by another
 *   transaction) nothing of it was written, and its bids go again one by one on today's path,
 *   each getting the answer it would have had alone.
 * The outcomes are handed back in the group's order once it committed, so the acknowledgements
 * and broadcasts follow the commit in that order. Nodes still meet on the auction's row lock.
 */
import type { Database } from '../../db/client';
import { inPinnedTransaction } from '../../db/transaction';
import { groupBidsIn, singleBid, type BidOutcome } from './bid-paths';

/** The most bids one transaction decides (a bound on the time the row is held and on a group's wait). */
const GROUP_LIMIT = 64;

interface Waiting {
  userId: number;
  resolve: (outcome: BidOutcome) => void;
  reject: (error: unknown) => void;
}

interface Lane {
  waiting: Waiting[];
  /** A group of this lane has started and has not yet made its first decision on the row. */
  reaching: boolean;
  /** Groups started and not yet answered. */
  running: number;
}

export interface BidGroups {
  place(productId: number, userId: number): Promise<BidOutcome>;
}

export function createBidGroups(db: Database): BidGroups {
  const lanes = new Map<number, Lane>();

  async function decide(productId: number, group: Waiting[], holdsRow: () => void): Promise<void> {
    if (group.length === 1) {
      const [only] = group as [Waiting];
      await singleBid(db, productId, only.userId).then(only.resolve, only.reject);
      return;
    }
    let outcomes: BidOutcome[];
    try {
      const userIds = group.map((bid) => bid.userId);
      outcomes = await inPinnedTransaction(db, (tx) => groupBidsIn(tx, productId, userIds, holdsRow));
    } catch {
      // Nothing of the group was committed: each bid goes alone, as it would have without groups
      // (and a database that is down answers each with its error).
      holdsRow();
      for (const bid of group) await singleBid(db, productId, bid.userId).then(bid.resolve, bid.reject);
      return;
    }
    group.forEach((bid, i) => bid.resolve(outcomes[i]!));
  }

  function start(productId: number, lane: Lane): void {
    if (lane.reaching || lane.waiting.length === 0) return;
    const group = lane.waiting.splice(0, GROUP_LIMIT);
    lane.reaching = true;
    lane.running += 1;
    let held = false;
    const holdsRow = () => {
      if (held) return;
      held = true;
      lane.reaching = false;
      start(productId, lane);
    };
    void decide(productId, group, holdsRow).finally(() => {
      lane.running -= 1;
      holdsRow();
      if (lane.running === 0 && lane.waiting.length === 0) lanes.delete(productId);
    });
  }

  return {
    place(productId, userId) {
      return new Promise<BidOutcome>((resolve, reject) => {
        let lane = lanes.get(productId);
        if (!lane) {
          lane = { waiting: [], reaching: false, running: 0 };
          lanes.set(productId, lane);
        }
        lane.waiting.push({ userId, resolve, reject });
        start(productId, lane);
      });
    },
  };
}
