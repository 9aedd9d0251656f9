/**
 * The site-wide latest-bid feed (DESIGN.md 'Realtime channel'): at most one message a second.
 * Bids arriving in between replace the waiting one, so the feed always shows the newest bid.
 * With several nodes a shared slot (a Redis key living one interval) keeps the whole site to
 * that rate; a node that misses the slot keeps its bid for the next interval.
 */
import { centsToWire, LATEST_BID_THROTTLE_MS } from '@blitz/contract';
import type { Database } from '../../db/client';
import type { Realtime } from '../realtime-port';
import type { AcceptedBid } from './bid-paths';
import { mainImageOf } from './repository';

export interface LatestBidFeed {
  offer(bid: AcceptedBid): void;
  /** Sends nothing more; resolves once a message being sent has gone out (or failed). */
  close(): Promise<void>;
}

export interface LatestBidFeedOptions {
  db: Database;
  realtime: Realtime;
  /** Claims the site-wide slot for this interval; always granted on a single node. */
  claimSlot?: (intervalMs: number) => Promise<boolean>;
  intervalMs?: number;
  onError?: (error: unknown) => void;
}

export function createLatestBidFeed(options: LatestBidFeedOptions): LatestBidFeed {
  const { db, realtime, claimSlot = async () => true, intervalMs = LATEST_BID_THROTTLE_MS, onError = () => undefined } = options;
  let pending: AcceptedBid | null = null;
  let timer: NodeJS.Timeout | null = null;
  let closed = false;
  let sending: Promise<void> | null = null;

  async function send(bid: AcceptedBid): Promise<boolean> {
    if (!(await claimSlot(intervalMs))) return false;
    realtime.toAll('latest-bid', {
      bidAmount: centsToWire(bid.priceCents),
      bidderLocation: bid.bidder.location,
      nickname: bid.bidder.nickname,
      productImage: await mainImageOf(db, bid.productId),
    });
    return true;
  }

  function flush(): void {
    timer = null;
    if (closed || !pending) return;
    const bid = pending;
    pending = null;
    timer = setTimeout(flush, intervalMs);
    const current = send(bid)
      .then((sent) => {
        // Another node had the slot: keep this bid unless a newer one came meanwhile.
        if (!sent && !pending) pending = bid;
      }, onError)
      .finally(() => {
        if (sending === current) sending = null;
      });
    sending = current;
  }

  return {
    offer(bid) {
      if (closed) return;
      pending = bid;
      if (!timer) flush();
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      pending = null;
      await sending;
    },
  };
}
