/**
 * The auction scheduler: every interval it asks the database what is due (auctions to open, to
 * finish, buddy turns) and broadcasts what changed. It keeps no state of its own, so a restart or
 * another node simply carries on; the engine's claims make sure each thing happens once.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { relistDemoAuctions } from './relist-demo-auctions';

export interface SchedulerOptions {
  /** Milliseconds between passes; 0 turns the scheduler off (tests drive `engine.tick()` themselves). */
  intervalMs: number;
}

export const DEFAULT_SCHEDULER_INTERVAL_MS = 100;
/** How often the demo shop checks that it still has enough live auctions. */
const DEMO_RELIST_EVERY_MS = 30_000;

const scheduler: FastifyPluginAsync<SchedulerOptions> = async (app: FastifyInstance, { intervalMs }) => {
  if (intervalMs <= 0) return;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;
  let lastRelist = 0;

  const pass = async () => {
    try {
      const outcome = await app.auctions.engine.tick();
      await app.auctions.broadcaster.tick(outcome);
      if (app.config.seedDemo && Date.now() - lastRelist >= DEMO_RELIST_EVERY_MS) {
        lastRelist = Date.now();
        const relisted = await relistDemoAuctions(app.db);
        if (relisted > 0) app.log.info({ relisted }, 'relisted finished demo auctions');
      }
    } catch (error) {
      if (!stopped) app.log.error({ err: error }, 'scheduler pass failed');
    }
  };
  const loop = () => {
    if (stopped) return;
    running = pass().finally(() => {
      running = null;
      if (!stopped) timer = setTimeout(loop, intervalMs);
    });
  };

  app.addHook('onReady', async () => {
    loop();
  });
  app.addHook('preClose', async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  });
};

Object.assign(scheduler, {
  [Symbol.for('skip-override')]: true,
  [Symbol.for('fastify.display-name')]: 'blitz-scheduler',
});

export default scheduler;
