// The production guards (issue 46): a production start that would take no money or send no email
// stops with a one-line message, unless ALLOW_TEST_SHOP=true says it is a test shop on purpose.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, MEMORY_DATA_DIR } from '../src/config';

const base = { DATA_DIR: MEMORY_DATA_DIR, JWT_SECRET: 'x'.repeat(40) };
const SMTP = { SMTP_URL: 'smtps://shop:secret@smtp.example.co.za:465' };
const PAYFAST = {
  PAYMENT_GATEWAY: 'payfast',
  PAYFAST_MERCHANT_ID: '10012345',
  PAYFAST_MERCHANT_KEY: 'abc123',
  PAYFAST_PASSPHRASE: 'a passphrase',
  PAYFAST_URL: 'https://www.payfast.co.za',
};

/** The message loadConfig stops with, or null when it does not stop. */
function refusal(env: Record<string, string>): string | null {
  try {
    loadConfig({ ...base, ...env });
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
}

describe('a production start', () => {
  it('refuses the defaults (the sandbox gateway, no SMTP_URL), naming both and the way out, in one line', () => {
    const message = refusal({ NODE_ENV: 'production' });
    expect(message).toMatch(/NODE_ENV=production/);
    expect(message).toMatch(/PAYMENT_GATEWAY/);
    expect(message).toMatch(/SMTP_URL/);
    expect(message).toMatch(/ALLOW_TEST_SHOP=true/);
    expect(message).not.toContain('\n');
  });

  it('refuses the sandbox gateway even with SMTP_URL, and names only what is missing', () => {
    const message = refusal({ NODE_ENV: 'production', ...SMTP });
    expect(message).toMatch(/PAYMENT_GATEWAY/);
    expect(message).not.toMatch(/SMTP_URL/);
  });

  it("refuses PayFast's own sandbox address, where no money is taken either", () => {
    const { PAYFAST_URL: _live, ...payfastSandbox } = PAYFAST;
    expect(refusal({ NODE_ENV: 'production', ...SMTP, ...payfastSandbox })).toMatch(/PAYFAST_URL/);
  });

  it('refuses a shop without SMTP_URL even with real payments', () => {
    const message = refusal({ NODE_ENV: 'production', ...PAYFAST });
    expect(message).toMatch(/SMTP_URL/);
    expect(message).not.toMatch(/PAYMENT_GATEWAY/);
  });

  it('starts a real shop: PayFast taking money and SMTP, with no test-shop notice', () => {
    expect(refusal({ NODE_ENV: 'production', ...PAYFAST, ...SMTP })).toBeNull();
    const config = loadConfig({ ...base, NODE_ENV: 'production', ...PAYFAST, ...SMTP });
    expect(config.production).toBe(true);
    expect(config.testShop).toEqual([]);
  });

  it('starts a test shop when ALLOW_TEST_SHOP=true says so, which the shop then shows with its reasons', () => {
    const config = loadConfig({ ...base, NODE_ENV: 'production', ALLOW_TEST_SHOP: 'true' });
    expect(config.production).toBe(true);
    expect(config.testShop).toEqual(['payments', 'email']);
    expect(loadConfig({ ...base, NODE_ENV: 'production', ALLOW_TEST_SHOP: '1', ...PAYFAST }).testShop).toEqual(['email']);
  });

  it.each(['false', '0', ''])('still refuses with ALLOW_TEST_SHOP=%j', (value) => {
    expect(refusal({ NODE_ENV: 'production', ALLOW_TEST_SHOP: value })).toMatch(/ALLOW_TEST_SHOP/);
  });

  it('rejects an ALLOW_TEST_SHOP that is not true or false, naming it', () => {
    expect(refusal({ ALLOW_TEST_SHOP: 'yes please' })).toMatch(/ALLOW_TEST_SHOP must be true or false/);
  });
});

describe('a start outside production (a laptop, the tests)', () => {
  it.each([{}, { NODE_ENV: 'development' }, { NODE_ENV: 'test' }])('%j keeps the sandbox and no SMTP as before, with no notice', (env) => {
    const config = loadConfig({ ...base, ...env });
    expect(config.production).toBe(false);
    expect(config.payment.gateway).toBe('sandbox');
    expect(config.smtpUrl).toBeUndefined();
    expect(config.testShop).toEqual([]);
  });

  it('shows the notice when ALLOW_TEST_SHOP=true is set anyway', () => {
    expect(loadConfig({ ...base, ALLOW_TEST_SHOP: 'true' }).testShop).toEqual(['payments', 'email']);
    expect(loadConfig({ ...base, ALLOW_TEST_SHOP: 'true', ...PAYFAST, ...SMTP }).testShop).toEqual([]);
  });
});
