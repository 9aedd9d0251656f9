/**
 * Server configuration: the environment parsed once with zod at start-up. A bad value throws a
 * ConfigError whose one-line message names the variable, so `server.ts` can print it and stop.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRODUCT_NAME } from '@blitz/contract';
import { z } from 'zod';

/** DATA_DIR value that keeps everything in memory (used by tests): no files are written. */
export const MEMORY_DATA_DIR = 'memory://';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const MIN_JWT_SECRET_LENGTH = 32;

export interface AppConfig {
  port: number;
  host: string;
  /** Absolute folder for the embedded database, uploads and the generated JWT secret, or `memory://`. */
  dataDir: string;
  /** PostgreSQL connection string; undefined means the embedded PGlite database. */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  /** Origin of the shop without a trailing slash, used in emailed links. */
  publicUrl: string;
  jwtSecret: string;
  productName: string;
  adminUrl: string;
  /** Folder of the built SPA (index.html and hashed assets). */
  webDist: string;
  /** Folder of the shipped catalogue images, served at /media/catalogue/. */
  catalogueDir: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Seed the demo catalogue into an empty database at start-up. */
  seedDemo: boolean;
  /**
   * Fastify's `trustProxy`: which proxies may tell the client address in X-Forwarded-For. false
   * (trust none), true (trust every peer), or the proxies' addresses and CIDR ranges.
   */
  trustProxy: TrustProxy;
  payment: PaymentConfig;
  /** S3-compatible object storage for uploads; undefined keeps them in DATA_DIR. */
  s3: S3Config | undefined;
}

export interface S3Config {
  /** Endpoint without the bucket, e.g. https://s3.af-south-1.amazonaws.com or a MinIO address. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers read stored objects; `${endpoint}/${bucket}` when not set. */
  publicUrl: string;
}

/**
 * The card gateway. Both speak PayFast's protocol: `payfast` is PayFast itself (its sandbox by
 * default), `sandbox` the built-in gateway under `${publicUrl}${SANDBOX_GATEWAY_PATH}`.
 */
export interface PaymentConfig {
  gateway: 'sandbox' | 'payfast';
  merchantId: string;
  merchantKey: string;
  passphrase: string;
  /** Base address of the gateway: `/eng/process` and `/eng/query/validate` hang off it. */
  baseUrl: string;
}

/** Where the built-in sandbox gateway is mounted. */
export const SANDBOX_GATEWAY_PATH = '/sandbox-payfast';
/** PayFast's public sandbox merchant, also used by the built-in sandbox gateway. */
const SANDBOX_MERCHANT = { merchantId: '10000100', merchantKey: '46f0cd694581a' };
const PAYFAST_SANDBOX_URL = 'https://sandbox.payfast.co.za';

export type TrustProxy = boolean | string[];

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const DEFAULT_WEB_DIST = resolve(serverRoot, '..', 'web', 'dist');
const CATALOGUE_DIR = resolve(serverRoot, 'assets', 'catalogue');

/** Empty strings count as unset, as docker-compose and shells often pass them. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const urlWithScheme = (schemes: string[], what: string) =>
  z.string().refine(
    (value) => {
      try {
        return schemes.includes(new URL(value).protocol.replace(/:$/, ''));
      } catch {
        return false;
      }
    },
    { message: `must be a ${what} URL (${schemes.map((s) => `${s}://`).join(' or ')})` },
  );

/** proxy-addr's names for the loopback, link-local and private ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const TRUST_PROXY_MESSAGE = 'must be true, false or a comma-separated list of proxy addresses or CIDR ranges';
// Fastify 5 refuses hop counts: without knowing the proxy's address a client that reaches the
// server directly could claim any address with enough X-Forwarded-For entries.
const TRUST_PROXY_HOPS_MESSAGE =
  'must name the proxies (addresses or CIDR ranges, comma-separated) or be true or false; ' +
  'a number of hops is not accepted because it cannot tell a proxy from a client';

/** An address, an address/prefix-length or address/netmask, or a range name, as proxy-addr reads them. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', range, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(range) === 4;
}

const trustProxySchema = z.string().transform((raw, ctx): TrustProxy => {
  const value = raw.trim().toLowerCase();
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) {
    ctx.addIssue({ code: 'custom', message: TRUST_PROXY_HOPS_MESSAGE });
    return z.NEVER;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.length > 0 && entries.every(isProxyEntry)) return entries;
  ctx.addIssue({ code: 'custom', message: TRUST_PROXY_MESSAGE });
  return z.NEVER;
});

const envSchema = z.object({
  PORT: optional(
    z.coerce
      .number({ message: 'must be an integer between 0 and 65535' })
      .int('must be an integer between 0 and 65535')
      .min(0, 'must be an integer between 0 and 65535')
      .max(65535, 'must be an integer between 0 and 65535'),
  ),
  HOST: optional(z.string().trim().min(1, 'must not be blank')),
  DATA_DIR: optional(z.string().trim().min(1, 'must not be blank')),
  DATABASE_URL: optional(urlWithScheme(['postgres', 'postgresql'], 'PostgreSQL')),
  REDIS_URL: optional(urlWithScheme(['redis', 'rediss'], 'Redis')),
  SMTP_URL: optional(urlWithScheme(['smtp', 'smtps'], 'SMTP')),
  PUBLIC_URL: optional(urlWithScheme(['http', 'https'], 'http(s)')),
  JWT_SECRET: optional(
    z.string().min(MIN_JWT_SECRET_LENGTH, `must be at least ${MIN_JWT_SECRET_LENGTH} characters long`),
  ),
  PRODUCT_NAME: optional(z.string().trim().min(1, 'must not be blank').max(60, 'must be at most 60 characters')),
  ADMIN_URL: optional(urlWithScheme(['http', 'https'], 'http(s)')),
  WEB_DIST: optional(z.string().trim().min(1, 'must not be blank')),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` })),
  SEED_DEMO: optional(z.enum(['true', 'false', '1', '0'], { message: 'must be true or false' })),
  TRUST_PROXY: optional(trustProxySchema),
  PAYMENT_GATEWAY: optional(z.enum(['sandbox', 'payfast'], { message: 'must be sandbox or payfast' })),
  PAYFAST_MERCHANT_ID: optional(z.string().trim().regex(/^\d{1,20}$/, 'must be the numeric PayFast merchant id')),
  PAYFAST_MERCHANT_KEY: optional(z.string().trim().min(1, 'must not be blank').max(100, 'must be at most 100 characters')),
  PAYFAST_PASSPHRASE: optional(z.string().trim().min(1, 'must not be blank').max(100, 'must be at most 100 characters')),
  PAYFAST_URL: optional(urlWithScheme(['http', 'https'], 'http(s)')),
  S3_ENDPOINT: optional(urlWithScheme(['http', 'https'], 'http(s)')),
  S3_BUCKET: optional(z.string().trim().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a valid bucket name')),
  S3_REGION: optional(z.string().trim().min(1, 'must not be blank')),
  S3_ACCESS_KEY_ID: optional(z.string().trim().min(1, 'must not be blank')),
  S3_SECRET_ACCESS_KEY: optional(z.string().trim().min(1, 'must not be blank')),
  S3_PUBLIC_URL: optional(urlWithScheme(['http', 'https'], 'http(s)')),
});

type Env = z.infer<typeof envSchema>;

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

function s3Config(e: Env): S3Config | undefined {
  const given = S3_REQUIRED.filter((name) => e[name]);
  if (given.length === 0) return undefined;
  const missing = S3_REQUIRED.filter((name) => !e[name]);
  if (missing.length > 0) throw new ConfigError(`Invalid configuration: S3 storage needs ${missing.join(', ')} as well`);
  const endpoint = trimSlash(e.S3_ENDPOINT!);
  return {
    endpoint,
    bucket: e.S3_BUCKET!,
    region: e.S3_REGION ?? 'us-east-1',
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    publicUrl: trimSlash(e.S3_PUBLIC_URL ?? `${endpoint}/${e.S3_BUCKET!}`),
  };
}

function paymentConfig(e: Env, publicUrl: string, jwtSecret: string): PaymentConfig {
  if ((e.PAYMENT_GATEWAY ?? 'sandbox') === 'sandbox') {
    // The built-in gateway signs with a passphrase every node derives alike from the JWT secret.
    const passphrase = createHmac('sha256', jwtSecret).update('sandbox-gateway-passphrase').digest('base64url').slice(0, 24);
    return { gateway: 'sandbox', ...SANDBOX_MERCHANT, passphrase, baseUrl: `${publicUrl}${SANDBOX_GATEWAY_PATH}` };
  }
  const missing = (['PAYFAST_MERCHANT_ID', 'PAYFAST_MERCHANT_KEY', 'PAYFAST_PASSPHRASE'] as const).filter((name) => !e[name]);
  if (missing.length > 0) throw new ConfigError(`Invalid configuration: PAYMENT_GATEWAY=payfast needs ${missing.join(', ')}`);
  return {
    gateway: 'payfast',
    merchantId: e.PAYFAST_MERCHANT_ID!,
    merchantKey: e.PAYFAST_MERCHANT_KEY!,
    passphrase: e.PAYFAST_PASSPHRASE!,
    baseUrl: trimSlash(e.PAYFAST_URL ?? PAYFAST_SANDBOX_URL),
  };
}

function describeValue(value: unknown): string {
  if (value === undefined) return '';
  const text = String(value);
  return ` (got "${text.length > 40 ? `${text.slice(0, 40)}...` : text}")`;
}

/** Reads the persisted JWT secret from the data folder, creating it on first start. */
function persistedJwtSecret(dataDir: string): string {
  if (dataDir === MEMORY_DATA_DIR) return randomBytes(48).toString('base64url');
  const file = join(dataDir, 'jwt-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= MIN_JWT_SECRET_LENGTH) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new ConfigError(`Cannot read the JWT secret in DATA_DIR (${file}): ${(error as Error).message}`);
    }
  }
  const secret = randomBytes(48).toString('base64url');
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  } catch (error) {
    throw new ConfigError(`DATA_DIR is not writable (${dataDir}): ${(error as Error).message}`);
  }
  return secret;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * Parses the environment into an AppConfig. Relative DATA_DIR and WEB_DIST resolve against `cwd`.
 * Throws ConfigError with a one-line message naming the offending variable(s).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      return `${name} ${issue.message}${describeValue(env[name])}`;
    });
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const port = e.PORT ?? 8080;
  const rawDataDir = e.DATA_DIR ?? './data';
  const dataDir = rawDataDir === MEMORY_DATA_DIR ? MEMORY_DATA_DIR : resolve(cwd, rawDataDir);
  const publicUrl = trimSlash(e.PUBLIC_URL ?? `http://localhost:${port}`);
  const jwtSecret = e.JWT_SECRET ?? persistedJwtSecret(dataDir);
  const webDist = e.WEB_DIST ? (isAbsolute(e.WEB_DIST) ? e.WEB_DIST : resolve(cwd, e.WEB_DIST)) : DEFAULT_WEB_DIST;
  return {
    port,
    host: e.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    publicUrl,
    jwtSecret,
    productName: e.PRODUCT_NAME ?? PRODUCT_NAME,
    adminUrl: trimSlash(e.ADMIN_URL ?? `${publicUrl}/staff`),
    webDist,
    catalogueDir: CATALOGUE_DIR,
    logLevel: e.LOG_LEVEL ?? 'info',
    seedDemo: e.SEED_DEMO === undefined ? true : e.SEED_DEMO === 'true' || e.SEED_DEMO === '1',
    trustProxy: e.TRUST_PROXY ?? false,
    payment: paymentConfig(e, publicUrl, jwtSecret),
    s3: s3Config(e),
  };
}
