/**
 * Rate limits of the account, report and assistant calls (429 'Too many requests'), counted per
 * client address (`request.ip`, which honours TRUST_PROXY) and per email address, and for the
 * assistant also per signed-in user and per device id, with @fastify/rate-limit's limiters. With Redis (`app.redis`) the counts live there under one key
 * prefix and every node shares them; without it each process counts in memory.
 * `app.limitRate(request, action)` checks both; `app.limitAccountRate(request, action)` counts a
 * signed-in account's calls (the payment link).
 * No limit lets one person lock another out: login counts per address and per (address, email),
 * so wrong passwords from one address never refuse the right one from another; the mails of
 * forgot and magic link count per email only quietly (nothing is mailed, no 429 tells anything).
 * Every Redis key reads `{prefix}{limit}:{subject}` (`rateLimitKey`): the limit names its action
 * and what it counts per, the subject says its kind, so two limits can never share a key.
 */
import { createRequire } from 'node:module';
import fastifyRateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { decodeLoginToken, normalizeEmail } from '@blitz/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../http/app-error';

export type LimitedAction = 'login' | 'forgot' | 'magic-link' | 'register' | 'signup' | 'report' | 'chat';
/** Calls of a signed-in account, counted per account (`app.limitAccountRate`). */
export type AccountLimitedAction = 'payment-link';

/**
 * What an action's second limit counts per: the email (429 when over), the email from one address
 * (429 for that address only), or the email quietly (the call answers as usual and sends nothing).
 */
type EmailLimitKind = 'email' | 'address-email' | 'quiet-email';

const EMAIL_LIMIT_KIND: Record<Exclude<LimitedAction, 'chat'>, EmailLimitKind> = {
  login: 'address-email',
  forgot: 'quiet-email',
  'magic-link': 'quiet-email',
  register: 'email',
  signup: 'email',
  report: 'email',
};

export interface Limit {
  /** Attempts allowed per window. */
  max: number;
  windowMs: number;
}

export interface RateLimitOptions {
  perAddress?: Partial<Record<LimitedAction, Limit>>;
  perEmail?: Partial<Record<LimitedAction, Limit>>;
  /** The assistant's limits per signed-in user and per device. */
  perUser?: Limit;
  perDevice?: Limit;
  /** Limits per signed-in account. */
  perAccount?: Partial<Record<AccountLimitedAction, Limit>>;
  /** Start of every Redis key of the counters (tests use one of their own). */
  keyPrefix?: string;
}

export const DEFAULT_KEY_PREFIX = 'blitz:rate-limit:';

const FIFTEEN_MINUTES = 15 * 60_000;
const HOUR = 60 * 60_000;
const TEN_MINUTES = 10 * 60_000;

/**
 * Each action's window and the attempts it allows in it per client address and per email (how the
 * email is counted: EMAIL_LIMIT_KIND), side by side.
 */
const DEFAULT_LIMITS: Record<LimitedAction, { windowMs: number; perAddress: number; perEmail: number }> = {
  login: { windowMs: FIFTEEN_MINUTES, perAddress: 30, perEmail: 10 },
  forgot: { windowMs: FIFTEEN_MINUTES, perAddress: 10, perEmail: 3 },
  'magic-link': { windowMs: FIFTEEN_MINUTES, perAddress: 10, perEmail: 3 },
  register: { windowMs: FIFTEEN_MINUTES, perAddress: 10, perEmail: 3 },
  // Retries after a nickname clash come from the same person: looser than register's.
  signup: { windowMs: FIFTEEN_MINUTES, perAddress: 10, perEmail: 10 },
  report: { windowMs: HOUR, perAddress: 10, perEmail: 5 },
  // Many shoppers share an address behind a mobile carrier's NAT: the address limit is loose.
  chat: { windowMs: TEN_MINUTES, perAddress: 200, perEmail: 40 },
};

const limitsPer = (per: 'perAddress' | 'perEmail') =>
  Object.fromEntries(
    Object.entries(DEFAULT_LIMITS).map(([action, limits]) => [action, { max: limits[per], windowMs: limits.windowMs }]),
  ) as Record<LimitedAction, Limit>;

export const DEFAULT_ADDRESS_LIMITS = limitsPer('perAddress');
/** Login's counts per (address, email); forgot's and magic link's mails per email. */
export const DEFAULT_EMAIL_LIMITS = limitsPer('perEmail');

/**
 * Payment links per account: each writes an order and a payment row, and no honest shopper asks
 * for more than a few in a minute.
 */
export const PAYMENT_LINK_LIMIT: Limit = { max: 10, windowMs: 60_000 };
export const DEFAULT_ACCOUNT_LIMITS: Record<AccountLimitedAction, Limit> = { 'payment-link': PAYMENT_LINK_LIMIT };

/** Assistant messages per signed-in user and per device. */
export const DEFAULT_CHAT_SUBJECT_LIMIT: Limit = { max: 40, windowMs: TEN_MINUTES };

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Counts one attempt of `action`; throws 429 when the address or the email is over its limit.
     * Resolves false when a quiet limit is over: the call answers as usual but sends no mail.
     */
    limitRate(request: FastifyRequest, action: LimitedAction): Promise<boolean>;
    /** Counts one call of `action` by the signed-in account; throws 429 when it is over its limit. */
    limitAccountRate(request: FastifyRequest, action: AccountLimitedAction): Promise<void>;
  }
}

/** The email an attempt is about: the body's `email`, or the one inside a login token. */
export function emailOfRequest(request: FastifyRequest): string | null {
  const body = request.body as { email?: unknown; loginToken?: unknown } | null | undefined;
  if (typeof body?.email === 'string') return normalizeEmail(body.email);
  if (typeof body?.loginToken === 'string') {
    const decoded = decodeLoginToken(body.loginToken);
    return decoded ? normalizeEmail(decoded.email) : null;
  }
  return null;
}

/** The device a chat message comes from (`userData.device_id`), else its address. */
function deviceSubject(request: FastifyRequest): `device:${string}` | `address:${string}` {
  const userData = (request.body as { userData?: { device_id?: unknown } } | null | undefined)?.userData;
  return typeof userData?.device_id === 'string' ? `device:${userData.device_id}` : `address:${request.ip}`;
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

type SubjectKind = 'address' | 'email' | 'address-email' | 'user' | 'device';
/** What a limit counts per; with its action it names the limit. */
type LimitName = `${LimitedAction}:per-${SubjectKind}` | `${AccountLimitedAction}:per-user`;
/** Who is counted, with its kind, so that an email can never pass for an address. */
type Subject = `${SubjectKind}:${string}`;

/** Where a limit's keys start. */
function limitKeyPrefix(prefix: string, limit: LimitName): string {
  return `${prefix}${limit}:`;
}

/** The Redis key of a limit's count for one subject. */
export function rateLimitKey(prefix: string, limit: LimitName, subject: Subject): string {
  return `${limitKeyPrefix(prefix, limit)}${subject}`;
}

/** Every key a limit writes has this shape (tests check the keys in Redis against it). */
export const RATE_LIMIT_KEY_SHAPE =
  /^(login|forgot|magic-link|register|signup|report|chat|payment-link):per-(address|email|address-email|user|device):(address|email|address-email|user|device):.+$/;

interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  groupId?: string;
}
type RedisStoreCtor = new (continueExceeding: boolean, exponentialBackoff: boolean, redis: unknown, key: string) => FastifyRateLimitStore;
// The library's own Redis store (its atomic Lua counter); only its key prefix is ours.
const RedisStore = createRequire(import.meta.url)('@fastify/rate-limit/store/RedisStore.js') as RedisStoreCtor;

/**
 * The library names a limiter made by `createRateLimit` after its route, which it does not have
 * (`undefinedundefined-`); this store names each one after its `groupId`, the limit's name.
 */
function namedRedisStore(redis: unknown, prefix: string): FastifyRateLimitStoreCtor {
  const store = (options: StoreOptions, key: string) =>
    new RedisStore(options.continueExceeding ?? false, options.exponentialBackoff ?? false, redis, key);
  function NamedRedisStore(options: StoreOptions): FastifyRateLimitStore {
    const root = store(options, prefix);
    root.child = ((limit: StoreOptions) => {
      if (!limit.groupId) throw new Error('every rate limit needs a name (groupId)');
      return store(limit, limitKeyPrefix(prefix, limit.groupId as LimitName));
    }) as FastifyRateLimitStore['child'];
    return root;
  }
  return NamedRedisStore as unknown as FastifyRateLimitStoreCtor;
}

/** A limiter named for its keys; `groupId` is what the store above names it by. */
function createNamedLimit(
  app: FastifyInstance,
  name: LimitName,
  limit: Limit,
  keyGenerator: (request: FastifyRequest) => Subject,
): Limiter {
  return app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator,
    ...({ groupId: name } as object),
  });
}

async function rateLimitPlugin(app: FastifyInstance, options: RateLimitOptions): Promise<void> {
  const { redis } = app;
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis
      ? {
          store: namedRedisStore(redis, options.keyPrefix ?? DEFAULT_KEY_PREFIX),
          // While Redis is unreachable the calls go on unlimited rather than failing with 500s;
          // the redis plugin logs the outage.
          skipOnError: true,
        }
      : {}),
  });
  const actions = Object.keys(DEFAULT_ADDRESS_LIMITS) as LimitedAction[];
  const limiters = new Map<LimitedAction, { address: Limiter; email: Limiter; quiet: boolean }>();
  for (const action of actions) {
    const address = options.perAddress?.[action] ?? DEFAULT_ADDRESS_LIMITS[action];
    const email = options.perEmail?.[action] ?? DEFAULT_EMAIL_LIMITS[action];
    const kind = action === 'chat' ? 'email' : EMAIL_LIMIT_KIND[action];
    const perAddressAndEmail = kind === 'address-email';
    limiters.set(action, {
      address: createNamedLimit(app, `${action}:per-address`, address, (request) => `address:${request.ip}`),
      email: createNamedLimit(app, `${action}:per-${perAddressAndEmail ? 'address-email' : 'email'}`, email, (request) => {
        const subject = emailOfRequest(request);
        if (subject === null) return `address:${request.ip}`;
        return perAddressAndEmail ? `address-email:${request.ip}/${subject}` : `email:${subject}`;
      }),
      quiet: kind === 'quiet-email',
    });
  }

  const perUser = options.perUser ?? DEFAULT_CHAT_SUBJECT_LIMIT;
  const perDevice = options.perDevice ?? DEFAULT_CHAT_SUBJECT_LIMIT;
  const chatSubjects: Limiter[] = [
    // A visitor has no user: counted by device here too, never with everyone behind the same address.
    createNamedLimit(app, 'chat:per-user', perUser, (request) =>
      request.session ? `user:${request.session.userId}` : deviceSubject(request),
    ),
    createNamedLimit(app, 'chat:per-device', perDevice, deviceSubject),
  ];

  // isAllowed means "on the allow list"; everyone else is counted and judged by isExceeded.
  const exceeded = (result: Awaited<ReturnType<Limiter>>) => !result.isAllowed && result.isExceeded;

  const accountLimiters = new Map<AccountLimitedAction, Limiter>();
  for (const action of Object.keys(DEFAULT_ACCOUNT_LIMITS) as AccountLimitedAction[]) {
    const limit = options.perAccount?.[action] ?? DEFAULT_ACCOUNT_LIMITS[action];
    accountLimiters.set(
      action,
      createNamedLimit(app, `${action}:per-user`, limit, (request) =>
        request.session ? `user:${request.session.userId}` : `address:${request.ip}`,
      ),
    );
  }
  app.decorate('limitAccountRate', async (request: FastifyRequest, action: AccountLimitedAction) => {
    const limiter = accountLimiters.get(action);
    if (!limiter) throw new Error(`no rate limit for ${action}`);
    if (exceeded(await limiter(request))) throw AppError.tooManyRequests();
  });

  app.decorate('limitRate', async (request: FastifyRequest, action: LimitedAction) => {
    const limiter = limiters.get(action);
    if (!limiter) throw new Error(`no rate limit for ${action}`);
    if (action === 'chat') {
      // The assistant counts per user and per device; the others per email address.
      const results = await Promise.all([limiter.address, ...chatSubjects].map((limit) => limit(request)));
      if (results.some(exceeded)) throw AppError.tooManyRequests();
      return true;
    }
    const [address, email] = await Promise.all([limiter.address(request), limiter.email(request)]);
    if (exceeded(address) || (!limiter.quiet && exceeded(email))) throw AppError.tooManyRequests();
    return !exceeded(email);
  });
}

export default fp(rateLimitPlugin, { name: 'blitz-rate-limit', dependencies: ['blitz-redis'] });
