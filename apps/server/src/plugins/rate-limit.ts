/**
 * Rate limits of the account and report calls (429 'Too many requests'), counted per client
 * address (`request.ip`, which honours TRUST_PROXY) and per email address with
 * @fastify/rate-limit's limiters. With Redis (`app.redis`) the counts live there under one key
 * prefix and every node shares them; without it each process counts in memory.
 * `app.limitRate(request, action)` checks both.
 */
import fastifyRateLimit from '@fastify/rate-limit';
import { decodeLoginToken } from '@blitz/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../http/app-error';

export type LimitedAction = 'login' | 'forgot' | 'magic-link' | 'register' | 'report';

export interface Limit {
  /** Attempts allowed per window. */
  max: number;
  windowMs: number;
}

export interface RateLimitOptions {
  perAddress?: Partial<Record<LimitedAction, Limit>>;
  perEmail?: Partial<Record<LimitedAction, Limit>>;
  /** Start of every Redis key of the counters (tests use one of their own). */
  keyPrefix?: string;
}

export const DEFAULT_KEY_PREFIX = 'blitz:rate-limit:';

const FIFTEEN_MINUTES = 15 * 60_000;
const HOUR = 60 * 60_000;

export const DEFAULT_ADDRESS_LIMITS: Record<LimitedAction, Limit> = {
  login: { max: 30, windowMs: FIFTEEN_MINUTES },
  forgot: { max: 10, windowMs: FIFTEEN_MINUTES },
  'magic-link': { max: 10, windowMs: FIFTEEN_MINUTES },
  register: { max: 10, windowMs: FIFTEEN_MINUTES },
  report: { max: 10, windowMs: HOUR },
};

export const DEFAULT_EMAIL_LIMITS: Record<LimitedAction, Limit> = {
  login: { max: 10, windowMs: FIFTEEN_MINUTES },
  forgot: { max: 3, windowMs: FIFTEEN_MINUTES },
  'magic-link': { max: 3, windowMs: FIFTEEN_MINUTES },
  register: { max: 3, windowMs: FIFTEEN_MINUTES },
  report: { max: 5, windowMs: HOUR },
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts one attempt of `action`; throws 429 when the address or the email is over its limit. */
    limitRate(request: FastifyRequest, action: LimitedAction): Promise<void>;
  }
}

/** The email an attempt is about: the body's `email`, or the one inside a login token. */
export function emailOfRequest(request: FastifyRequest): string | null {
  const body = request.body as { email?: unknown; loginToken?: unknown } | null | undefined;
  if (typeof body?.email === 'string') return body.email.trim().toLowerCase();
  if (typeof body?.loginToken === 'string') return decodeLoginToken(body.loginToken)?.email.trim().toLowerCase() ?? null;
  return null;
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

async function rateLimitPlugin(app: FastifyInstance, options: RateLimitOptions): Promise<void> {
  const { redis } = app;
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis
      ? {
          redis,
          nameSpace: options.keyPrefix ?? DEFAULT_KEY_PREFIX,
          // While Redis is unreachable the calls go on unlimited rather than failing with 500s;
          // the redis plugin logs the outage.
          skipOnError: true,
        }
      : {}),
  });
  const actions = Object.keys(DEFAULT_ADDRESS_LIMITS) as LimitedAction[];
  const limiters = new Map<LimitedAction, { address: Limiter; email: Limiter }>();
  for (const action of actions) {
    const address = options.perAddress?.[action] ?? DEFAULT_ADDRESS_LIMITS[action];
    const email = options.perEmail?.[action] ?? DEFAULT_EMAIL_LIMITS[action];
    limiters.set(action, {
      address: app.createRateLimit({
        max: address.max,
        timeWindow: address.windowMs,
        keyGenerator: (request) => `${action}:address:${request.ip}`,
      }),
      email: app.createRateLimit({
        max: email.max,
        timeWindow: email.windowMs,
        keyGenerator: (request) => `${action}:email:${emailOfRequest(request) ?? `address:${request.ip}`}`,
      }),
    });
  }

  app.decorate('limitRate', async (request: FastifyRequest, action: LimitedAction) => {
    const limiter = limiters.get(action);
    if (!limiter) throw new Error(`no rate limit for ${action}`);
    const [byAddress, byEmail] = await Promise.all([limiter.address(request), limiter.email(request)]);
    // isAllowed means "on the allow list"; everyone else is counted and judged by isExceeded.
    const exceeded = (result: Awaited<ReturnType<Limiter>>) => !result.isAllowed && result.isExceeded;
    if (exceeded(byAddress) || exceeded(byEmail)) throw AppError.tooManyRequests();
  });
}

export default fp(rateLimitPlugin, { name: 'blitz-rate-limit', dependencies: ['blitz-redis'] });
