/**
 * The auction scheduler: every interval it asks the database what is due (auctions to open, to
 * finish, buddy turns) and broadcasts what changed. It keeps no state of its own, so a restart or
 * another node simply carries on; the engine's claims make sure each thing happens once. The
 * auctions plugin starts it once the app is ready and stops it before the app closes.
 */
import type { Database } from '../db/client';
import type { AuctionBroadcaster, AuctionEngine, TickOutcome } from '../modules/auctions';
import type { Clock } from '../modules/clock-port';
import type { Log } from '../modules/log-port';
import { publishDueDigests } from '../modules/fair-play';
import { forfeitOverdueWins } from '../modules/orders';
import { relistDemoAuctions } from './relist-demo-auctions';

export const DEFAULT_SCHEDULER_INTERVAL_MS = 100;
/** How often the demo shop checks that it still has enough live auctions. */
const DEMO_RELIST_EVERY_MS = 30_000;
/** How often a finished day's record digest is looked for (publishing is idempotent across nodes). */
const DIGEST_EVERY_MS = 60_000;
/** How often unpaid wins past their pay-by time are forfeited. */
const FORFEIT_EVERY_MS = 60_000;

export interface SchedulerDeps {
  db: Database;
  engine: AuctionEngine;
  broadcaster: AuctionBroadcaster;
  log: Log;
  /** Paces the occasional jobs (demo relisting, digests, forfeits) between passes. */
  clock: Clock;
  /** Relist finished demo auctions so that the demo shop never runs dry. */
  seedDemo: boolean;
  /** Milliseconds between passes; 0 turns the scheduler off (tests drive `engine.tick()` themselves). */
  intervalMs: number;
  /** Told what each pass did (the metrics: buddy turns, how late things ran). */
  onPass?: (outcome: TickOutcome) => void;
}

export interface Scheduler {
  start(): void;
  /** Stops the loop and waits for a pass in progress. */
  stop(): Promise<void>;
}

export function createScheduler({ db, engine, broadcaster, log, clock, seedDemo, intervalMs, onPass }: SchedulerDeps): Scheduler {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;
  let lastRelist = 0;
  let lastDigest = 0;
  let lastForfeit = 0;

  const pass = async () => {
    try {
      const outcome = await engine.tick();
      onPass?.(outcome);
      await broadcaster.tick(outcome);
      const now = clock.now().getTime();
      if (seedDemo && now - lastRelist >= DEMO_RELIST_EVERY_MS) {
        lastRelist = now;
        const relisted = await relistDemoAuctions(db);
        if (relisted > 0) log.info({ relisted }, 'relisted finished demo auctions');
      }
      if (now - lastDigest >= DIGEST_EVERY_MS) {
        lastDigest = now;
        const published = await publishDueDigests(db);
        if (published > 0) log.info({ published }, 'published daily record digests');
      }
      if (now - lastForfeit >= FORFEIT_EVERY_MS) {
        lastForfeit = now;
        const forfeited = await forfeitOverdueWins(db);
        if (forfeited.length > 0) log.info({ forfeited: forfeited.length }, 'forfeited unpaid wins');
      }
    } catch (error) {
      if (!stopped) log.error({ err: error }, 'scheduler pass failed');
    }
  };
  const loop = () => {
    if (stopped) return;
    running = pass().finally(() => {
      running = null;
      if (!stopped) timer = setTimeout(loop, intervalMs);
    });
  };

  return {
    start() {
      if (intervalMs > 0) loop();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
