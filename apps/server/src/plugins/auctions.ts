/**
 * The auctions plugin: the one place where the auction engine, its broadcaster (with the site-wide
 * latest-bid feed) and the scheduler are made and wired, each given the database, the realtime
 * port, the clock and the settings it uses. It decorates `app.auctions`, which the socket
 * handlers and the staff calls use; it starts the scheduler once the app is ready and stops it,
 * then the feed, when the app closes.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { queryRows } from '../db/client';
import { createScheduler } from '../jobs/scheduler';
import {
  createAuctionBroadcaster,
  createAuctionEngine,
  createLatestBidFeed,
  type AuctionBroadcaster,
  type AuctionEngine,
} from '../modules/auctions';

declare module 'fastify' {
  interface FastifyInstance {
    auctions: { engine: AuctionEngine; broadcaster: AuctionBroadcaster };
  }
}

export interface AuctionsOptions {
  /** Milliseconds between scheduler passes; 0 leaves the scheduler off (tests tick the engine). */
  schedulerIntervalMs: number;
}

const auctions: FastifyPluginAsync<AuctionsOptions> = async (app: FastifyInstance, { schedulerIntervalMs }) => {
  const feed = createLatestBidFeed({
    db: app.db,
    realtime: app.realtime,
    claimSlot: app.claimLatestBidSlot,
    onError: (error) => app.log.error({ err: error }, 'latest-bid feed failed'),
  });
  const engine = createAuctionEngine(app.db, app.clock);
  const broadcaster = createAuctionBroadcaster(app.db, app.realtime, feed);
  app.decorate('auctions', { engine, broadcaster });
  app.metrics.sources.openAuctions = async () => {
    const [row] = await queryRows<{ open: number }>(app.db, sql`select count(*)::int as open from products where status = 'Open'`);
    return row?.open ?? 0;
  };

  // The scheduler works on the background jobs' own connections, so its passes (auctions to open
  // and finish, buddy turns) keep their timing however long the shoppers' queue is.
  const scheduler = createScheduler({
    db: app.jobsDb,
    engine: createAuctionEngine(app.jobsDb, app.clock),
    broadcaster,
    log: app.log,
    clock: app.clock,
    seedDemo: app.config.seedDemo,
    intervalMs: schedulerIntervalMs,
    onPass: (outcome) => {
      const { metrics } = app;
      for (const lag of outcome.lags) metrics.schedulerLag.observe({ task: lag.task }, lag.seconds);
      if (outcome.buddyBids.length > 0) {
        metrics.buddyTurns.inc({ outcome: 'bid' }, outcome.buddyBids.length);
        metrics.bidsAccepted.inc({ via: 'buddy' }, outcome.buddyBids.length);
      }
      if (outcome.released.length > 0) metrics.buddyTurns.inc({ outcome: 'released' }, outcome.released.length);
    },
  });
  app.addHook('onReady', async () => scheduler.start());
  // After the gateway's preClose has answered the bids in flight: the pass in progress finishes,
  // then the feed stops once its message in flight is out (the gateway's Redis quits only later).
  app.addHook('preClose', async () => {
    await scheduler.stop();
    await feed.close();
  });
};

// fastify-plugin: decorations and hooks reach the root instance; the names say what it needs.
export default fp(auctions, {
  name: 'blitz-auctions',
  dependencies: ['blitz-clock', 'blitz-db', 'blitz-realtime'],
  decorators: { fastify: ['config', 'clock', 'db', 'jobsDb', 'realtime', 'claimLatestBidSlot', 'metrics'] },
});
