import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, MEMORY_DATA_DIR } from '../src/config';

const temporaryFolders: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'blitz-config-'));
  temporaryFolders.push(dir);
  return dir;
}
afterEach(async () => {
  await Promise.all(temporaryFolders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

const secret = 'x'.repeat(40);

describe('loadConfig', () => {
  it('applies the documented defaults', async () => {
    const cwd = await tempDir();
    const config = loadConfig({ JWT_SECRET: secret }, cwd);
    expect(config.port).toBe(8080);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir).toBe(resolve(cwd, 'data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.adminUrl).toBe('http://localhost:8080/staff');
    expect(config.productName).toBe('Blitz Auctions');
    expect(config.logLevel).toBe('info');
    expect(config.seedDemo).toBe(true);
    expect(config.trustProxy).toBe(false);
    expect(config.webDist.endsWith(join('apps', 'web', 'dist'))).toBe(true);
    expect(config.catalogueDir.endsWith(join('apps', 'server', 'assets', 'catalogue'))).toBe(true);
  });

  it('seeds the demo shop by default only into the embedded database', () => {
    const postgres = 'postgres://postgres@127.0.0.1:5432/shop';
    expect(loadConfig({ JWT_SECRET: secret, DATA_DIR: MEMORY_DATA_DIR }).seedDemo).toBe(true);
    expect(loadConfig({ JWT_SECRET: secret, DATABASE_URL: postgres }).seedDemo).toBe(false);
    expect(loadConfig({ JWT_SECRET: secret, DATABASE_URL: postgres, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ JWT_SECRET: secret, DATABASE_URL: postgres, SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ JWT_SECRET: secret, DATA_DIR: MEMORY_DATA_DIR, SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('reads every variable and derives PUBLIC_URL and ADMIN_URL from PORT', () => {
    const config = loadConfig({
      PORT: '9090',
      HOST: '127.0.0.1',
      DATA_DIR: MEMORY_DATA_DIR,
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/shop',
      REDIS_URL: 'redis://127.0.0.1:6379',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      PRODUCT_NAME: 'Demo Shop',
      JWT_SECRET: secret,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      WEB_DIST: '/srv/web',
    });
    expect(config).toMatchObject({
      port: 9090,
      host: '127.0.0.1',
      dataDir: MEMORY_DATA_DIR,
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/shop',
      redisUrl: 'redis://127.0.0.1:6379',
      smtpUrl: 'smtp://127.0.0.1:2525',
      publicUrl: 'http://localhost:9090',
      adminUrl: 'http://localhost:9090/staff',
      productName: 'Demo Shop',
      jwtSecret: secret,
      logLevel: 'warn',
      seedDemo: false,
      webDist: '/srv/web',
    });
  });

  it('reads METRICS_PORT, unset by default, and refuses it equal to PORT', () => {
    expect(loadConfig({ DATA_DIR: MEMORY_DATA_DIR }).metricsPort).toBeUndefined();
    expect(loadConfig({ DATA_DIR: MEMORY_DATA_DIR, METRICS_PORT: '9100', METRICS_TOKEN: 'x'.repeat(16) })).toMatchObject({
      metricsPort: 9100,
      metricsToken: 'x'.repeat(16),
    });
    expect(() => loadConfig({ DATA_DIR: MEMORY_DATA_DIR, PORT: '9100', METRICS_PORT: '9100' })).toThrow(
      'METRICS_PORT must differ from PORT',
    );
  });

  it('keeps explicit URLs without a trailing slash and treats empty strings as unset', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://shop.example/',
      ADMIN_URL: 'https://staff.example/',
      PORT: '',
      DATA_DIR: MEMORY_DATA_DIR,
      JWT_SECRET: secret,
    });
    expect(config.publicUrl).toBe('https://shop.example');
    expect(config.adminUrl).toBe('https://staff.example');
    expect(config.port).toBe(8080);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '80.5'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['DATABASE_URL', 'not a url'],
    ['REDIS_URL', 'http://localhost'],
    ['SMTP_URL', 'localhost:25'],
    ['PUBLIC_URL', 'ftp://example.com'],
    ['ADMIN_URL', 'staff'],
    ['JWT_SECRET', 'short'],
    ['LOG_LEVEL', 'loud'],
    ['SEED_DEMO', 'maybe'],
    ['PRODUCT_NAME', '   '],
    ['TRUST_PROXY', 'yes'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '127.0.0.1,proxy.example'],
    ['TRUST_PROXY', '2'],
    ['METRICS_PORT', 'abc'],
    ['METRICS_PORT', '0'],
    ['METRICS_PORT', '70000'],
    ['METRICS_PORT', '8080'],
  ])('rejects %s=%s with a one-line message naming the variable', (name, value) => {
    const load = () => loadConfig({ DATA_DIR: MEMORY_DATA_DIR, [name]: value });
    expect(load).toThrow(ConfigError);
    try {
      load();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain(name);
      expect(message).not.toContain('\n');
    }
  });

  it.each([
    ['true', true],
    ['FALSE', false],
    ['', false],
    ['127.0.0.1', ['127.0.0.1']],
    [
      ' 10.0.0.1, 192.168.0.0/16 ,loopback,fd00::/8,172.16.0.0/255.240.0.0',
      ['10.0.0.1', '192.168.0.0/16', 'loopback', 'fd00::/8', '172.16.0.0/255.240.0.0'],
    ],
  ])('reads TRUST_PROXY=%j as Fastify trustProxy %j', (value, expected) => {
    expect(loadConfig({ DATA_DIR: MEMORY_DATA_DIR, TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('refuses a TRUST_PROXY hop count, saying why', () => {
    expect(() => loadConfig({ DATA_DIR: MEMORY_DATA_DIR, TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY .*number of hops is not accepted/);
  });

  it('generates a JWT secret once and keeps it in DATA_DIR', async () => {
    const dataDir = await tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    const file = join(dataDir, 'jwt-secret');
    expect((await readFile(file, 'utf8')).trim()).toBe(first.jwtSecret);
    expect((await stat(file)).mode & 0o077).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
  });

  it('prefers JWT_SECRET and writes no file then', async () => {
    const dataDir = await tempDir();
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secret }).jwtSecret).toBe(secret);
    await expect(stat(join(dataDir, 'jwt-secret'))).rejects.toThrow();
  });

  it('generates a throwaway secret for the in-memory data folder', () => {
    const a = loadConfig({ DATA_DIR: MEMORY_DATA_DIR }).jwtSecret;
    const b = loadConfig({ DATA_DIR: MEMORY_DATA_DIR }).jwtSecret;
    expect(a.length).toBeGreaterThanOrEqual(32);
    expect(a).not.toBe(b);
  });

  it('resolves a relative DATA_DIR against the working directory', async () => {
    const cwd = await tempDir();
    expect(loadConfig({ DATA_DIR: 'state', JWT_SECRET: secret }, cwd).dataDir).toBe(join(cwd, 'state'));
  });
});

describe('payment gateway configuration', () => {
  it('defaults to the built-in sandbox gateway on the shop origin', () => {
    const config = loadConfig({ DATA_DIR: 'memory://', PUBLIC_URL: 'https://shop.example', JWT_SECRET: 'x'.repeat(40) });
    expect(config.payment).toMatchObject({ gateway: 'sandbox', merchantId: '10000100', baseUrl: 'https://shop.example/sandbox-payfast' });
    expect(config.payment.passphrase).toHaveLength(24);
  });

  it('uses PayFast with the given merchant and PayFast’s sandbox address by default', () => {
    const config = loadConfig({
      DATA_DIR: 'memory://',
      PAYMENT_GATEWAY: 'payfast',
      PAYFAST_MERCHANT_ID: '10012345',
      PAYFAST_MERCHANT_KEY: 'abc123',
      PAYFAST_PASSPHRASE: 'a passphrase',
    });
    expect(config.payment).toEqual({
      gateway: 'payfast',
      merchantId: '10012345',
      merchantKey: 'abc123',
      passphrase: 'a passphrase',
      baseUrl: 'https://sandbox.payfast.co.za',
      // PayFast's documented notifying hosts.
      itnSources: ['www.payfast.co.za', 'sandbox.payfast.co.za', 'w1w.payfast.co.za', 'w2w.payfast.co.za'],
    });
  });

  it('checks the notifying address against PAYFAST_ITN_SOURCES, none for the built-in sandbox, and refuses a bad list', () => {
    const payfast = {
      DATA_DIR: 'memory://',
      PAYMENT_GATEWAY: 'payfast',
      PAYFAST_MERCHANT_ID: '1',
      PAYFAST_MERCHANT_KEY: 'k',
      PAYFAST_PASSPHRASE: 'p',
    };
    expect(loadConfig({ ...payfast, PAYFAST_ITN_SOURCES: ' 41.74.179.192/27, www.payfast.co.za ' }).payment.itnSources).toEqual([
      '41.74.179.192/27',
      'www.payfast.co.za',
    ]);
    expect(loadConfig({ ...payfast, PAYFAST_ITN_SOURCES: 'off' }).payment.itnSources).toBeNull();
    expect(loadConfig({ DATA_DIR: 'memory://' }).payment.itnSources).toBeNull();
    expect(() => loadConfig({ ...payfast, PAYFAST_ITN_SOURCES: '10.0.0.0/40' })).toThrow(
      /PAYFAST_ITN_SOURCES must be off or a comma-separated list of host names, addresses and CIDR ranges/,
    );
  });

  it('stops start-up when PayFast is chosen without its credentials or with a bad value', () => {
    expect(() => loadConfig({ DATA_DIR: 'memory://', PAYMENT_GATEWAY: 'payfast' })).toThrow(
      /PAYFAST_MERCHANT_ID, PAYFAST_MERCHANT_KEY, PAYFAST_PASSPHRASE/,
    );
    expect(() => loadConfig({ DATA_DIR: 'memory://', PAYMENT_GATEWAY: 'stripe' })).toThrow(/PAYMENT_GATEWAY must be sandbox or payfast/);
  });
  it('reads the language model settings: /v1 added to a bare host, a model required, a bad time-out refused', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).llm).toBeUndefined();
    expect(loadConfig({ DATA_DIR: 'memory://', LLM_BASE_URL: 'http://localhost:11434', LLM_MODEL: 'llama3.2' }).llm).toEqual({
      baseUrl: 'http://localhost:11434/v1',
      model: 'llama3.2',
      apiKey: undefined,
      timeoutMs: 30_000,
    });
    expect(
      loadConfig({
        DATA_DIR: 'memory://',
        LLM_BASE_URL: 'https://api.example.com/v1/',
        LLM_MODEL: 'm',
        LLM_API_KEY: 'k',
        LLM_TIMEOUT_MS: '5000',
      }).llm,
    ).toEqual({ baseUrl: 'https://api.example.com/v1', model: 'm', apiKey: 'k', timeoutMs: 5000 });
    expect(() => loadConfig({ DATA_DIR: 'memory://', LLM_BASE_URL: 'http://localhost:11434' })).toThrow(/LLM_BASE_URL needs LLM_MODEL/);
    expect(() => loadConfig({ DATA_DIR: 'memory://', LLM_MODEL: 'm' })).toThrow(/need LLM_BASE_URL/);
    expect(() => loadConfig({ DATA_DIR: 'memory://', LLM_BASE_URL: 'ftp://x', LLM_MODEL: 'm' })).toThrow(/LLM_BASE_URL/);
    expect(() => loadConfig({ DATA_DIR: 'memory://', LLM_BASE_URL: 'http://x', LLM_MODEL: 'm', LLM_TIMEOUT_MS: 'soon' })).toThrow(
      /LLM_TIMEOUT_MS/,
    );
  });
});
