/**
 * The clock plugin, the modules' clock port (modules/clock-port.ts): `app.clock` is the system's
 * clock unless the app is made with another (a test's fixed or moving clock), and the routes pass
 * it to the services.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../modules/clock-port';

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

/** The time of the machine the server runs on. */
export const systemClock: Clock = { now: () => new Date() };

export interface ClockOptions {
  clock?: Clock | undefined;
}

async function clockPlugin(app: FastifyInstance, options: ClockOptions): Promise<void> {
  app.decorate('clock', options.clock ?? systemClock);
}

export default fp(clockPlugin, { name: 'blitz-clock' });
