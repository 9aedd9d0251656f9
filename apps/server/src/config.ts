/**
 * Server configuration: the environment parsed once with zod at start-up. A bad value throws a
 * ConfigError whose one-line message names the variable, so `server.ts` can print it and stop.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ASSISTANT_MODEL_TIMEOUT_MS, PRODUCT_NAME, type TestShopReason } from '@blitz/contract';
import { z } from 'zod';
import { trustProxySchema, type TrustProxy } from './config-trust-proxy';
import { ConfigError, nonBlank, optional, portNumber, trimSlash } from './config-common';
import { metricsConfig, metricsEnv, type MetricsConfig } from './config-metrics';
import { paymentConfig, type PaymentConfig } from './config-payment';
import { productionSettings } from './config-production';
import { MEMORY_DATA_DIR } from './db/memory';
import { sourceKind } from './shared/source-kind';
export type { TrustProxy } from './config-trust-proxy';
export { ConfigError } from './config-common';
export { MEMORY_DATA_DIR };

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const MIN_JWT_SECRET_LENGTH = 32;

export interface AppConfig extends MetricsConfig {
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
  /** Folder of the shop's build: the browser's files in `client/`, the server's page renderer in `server/`. */
  webDist: string;
  /** Folder of the built staff console, served under /staff/. */
  staffDist: string;
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
  /** NODE_ENV=production: the real shop, whose logs carry no live token (config-production.ts). */
  production: boolean;
  /** Why the shop is a test shop (ALLOW_TEST_SHOP=true), shown on every page; empty for a real shop. */
  testShop: TestShopReason[];
  /** S3-compatible object storage for uploads; undefined keeps them in DATA_DIR. */
  s3: S3Config | undefined;
  /** An OpenAI-compatible chat-completions server for the assistant; undefined uses the built-in one alone. */
  llm: LlmConfig | undefined;
}

export interface LlmConfig {
  /** Base address as OpenAI clients take it, ending in /v1: `${baseUrl}/chat/completions` is called. */
  baseUrl: string;
  model: string;
  apiKey: string | undefined;
  /** How long one answer may take before the built-in answer is sent instead. */
  timeoutMs: number;
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

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const DEFAULT_WEB_DIST = resolve(serverRoot, '..', 'web', 'dist');
const DEFAULT_STAFF_DIST = resolve(serverRoot, '..', 'staff', 'dist');
const CATALOGUE_DIR = resolve(serverRoot, 'assets', 'catalogue');

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

const envSchema = z.object({
  PORT: optional(portNumber(0)),
  HOST: optional(nonBlank()),
  DATA_DIR: optional(nonBlank()),
  DATABASE_URL: optional(urlWithScheme(['postgres', 'postgresql'], 'PostgreSQL')),
  REDIS_URL: optional(urlWithScheme(['redis', 'rediss'], 'Redis')),
  SMTP_URL: optional(urlWithScheme(['smtp', 'smtps'], 'SMTP')),
  PUBLIC_URL: optional(urlWithScheme(['http', 'https'], 'http(s)')),
  JWT_SECRET: optional(z.string().min(MIN_JWT_SECRET_LENGTH, `must be at least ${MIN_JWT_SECRET_LENGTH} characters long`)),
  PRODUCT_NAME: optional(nonBlank(60)),
  ADMIN_URL: optional(urlWithScheme(['http', 'https'], 'http(s)')),
  WEB_DIST: optional(nonBlank()),
  STAFF_DIST: optional(nonBlank()),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` })),
  SEED_DEMO: optional(z.enum(['true', 'false', '1', '0'], { message: 'must be true or false' })),
  // Any value but production (development, test) is a laptop's or a test run's start.
  NODE_ENV: optional(z.string()),
  ALLOW_TEST_SHOP: optional(z.enum(['true', 'false', '1', '0'], { message: 'must be true or false' })),
  TRUST_PROXY: optional(trustProxySchema),
  PAYMENT_GATEWAY: optional(z.enum(['sandbox', 'payfast'], { message: 'must be sandbox or payfast' })),
  PAYFAST_MERCHANT_ID: optional(
    z
      .string()
      .trim()
      .regex(/^\d{1,20}$/, 'must be the numeric PayFast merchant id'),
  ),
  PAYFAST_MERCHANT_KEY: optional(nonBlank(100)),
  PAYFAST_PASSPHRASE: optional(nonBlank(100)),
  PAYFAST_URL: optional(urlWithScheme(['http', 'https'], 'http(s)')),
  PAYFAST_ITN_SOURCES: optional(
    z
      .string()
      .transform((value) => value.split(',').map((entry) => entry.trim()))
      .refine((entries) => entries.join('') === 'off' || entries.every((entry) => sourceKind(entry) !== null), {
        message: 'must be off or a comma-separated list of host names, addresses and CIDR ranges',
      }),
  ),
  S3_ENDPOINT: optional(urlWithScheme(['http', 'https'], 'http(s)')),
  S3_BUCKET: optional(
    z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a valid bucket name'),
  ),
  S3_REGION: optional(nonBlank()),
  S3_ACCESS_KEY_ID: optional(nonBlank()),
  S3_SECRET_ACCESS_KEY: optional(nonBlank()),
  S3_PUBLIC_URL: optional(urlWithScheme(['http', 'https'], 'http(s)')),
  LLM_BASE_URL: optional(urlWithScheme(['http', 'https'], 'http(s)')),
  LLM_MODEL: optional(nonBlank(200)),
  LLM_API_KEY: optional(nonBlank(500)),
  LLM_TIMEOUT_MS: optional(
    z.coerce
      .number({ message: 'must be a whole number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(100, 'must be at least 100')
      .max(120_000, 'must be at most 120000'),
  ),
  ...metricsEnv,
});

/**
 * The provider's time-out (30 s); the client waits ASSISTANT_REQUEST_TIMEOUT_MS, a few seconds
 * longer, so it still receives the built-in answer sent in the model's place.
 */
export const DEFAULT_LLM_TIMEOUT_MS = ASSISTANT_MODEL_TIMEOUT_MS;

type Env = z.infer<typeof envSchema>;

function llmConfig(e: Env): LlmConfig | undefined {
  if (!e.LLM_BASE_URL) {
    if (e.LLM_MODEL || e.LLM_API_KEY) throw new ConfigError('Invalid configuration: LLM_MODEL and LLM_API_KEY need LLM_BASE_URL as well');
    return undefined;
  }
  if (!e.LLM_MODEL) throw new ConfigError('Invalid configuration: LLM_BASE_URL needs LLM_MODEL as well');
  // A bare host (http://localhost:11434) means the usual /v1 below it.
  const url = new URL(e.LLM_BASE_URL);
  const baseUrl = url.pathname === '/' ? `${trimSlash(e.LLM_BASE_URL)}/v1` : trimSlash(e.LLM_BASE_URL);
  return { baseUrl, model: e.LLM_MODEL, apiKey: e.LLM_API_KEY, timeoutMs: e.LLM_TIMEOUT_MS ?? DEFAULT_LLM_TIMEOUT_MS };
}

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
  const payment = paymentConfig(e, publicUrl, jwtSecret);
  const staffDist = e.STAFF_DIST ? (isAbsolute(e.STAFF_DIST) ? e.STAFF_DIST : resolve(cwd, e.STAFF_DIST)) : DEFAULT_STAFF_DIST;
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
    staffDist,
    catalogueDir: CATALOGUE_DIR,
    logLevel: e.LOG_LEVEL ?? 'info',
    // The demo shop (invented users, bids and orders) goes only into the embedded database unless
    // asked for: a start on PostgreSQL is taken for a real shop, which must not fill up quietly.
    seedDemo: e.SEED_DEMO === undefined ? e.DATABASE_URL === undefined : e.SEED_DEMO === 'true' || e.SEED_DEMO === '1',
    trustProxy: e.TRUST_PROXY ?? false,
    payment,
    ...productionSettings(e, payment),
    s3: s3Config(e),
    llm: llmConfig(e),
    ...metricsConfig(e, port),
  };
}
