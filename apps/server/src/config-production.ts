/**
 * The production guards (issue 46), parsed by `loadConfig`. A start with NODE_ENV=production is
 * taken for the real shop: one whose payments would take no money (the built-in sandbox gateway,
 * or PayFast's own sandbox address) would credit Blitz and referral rewards for nothing, and one
 * without SMTP_URL would send no email. Such a start stops with a message naming what is missing,
 * unless ALLOW_TEST_SHOP=true says it is a test shop on purpose; the shop then says so on every page.
 */
import type { TestShopReason } from '@blitz/contract';
import { ConfigError } from './config-common';
import type { PaymentConfig } from './config-payment';

/** PayFast's own sandbox: it signs and notifies like PayFast, and takes no money. */
const PAYFAST_SANDBOX_HOST = 'sandbox.payfast.co.za';

export interface ProductionEnv {
  NODE_ENV?: string | undefined;
  ALLOW_TEST_SHOP?: 'true' | 'false' | '1' | '0' | undefined;
  SMTP_URL?: string | undefined;
}

/** Why this shop would be a test shop; none for a shop that takes money and sends email. */
function testShopReasons(payment: PaymentConfig, smtpUrl: string | undefined): TestShopReason[] {
  const noMoney = payment.gateway === 'sandbox' || new URL(payment.baseUrl).hostname === PAYFAST_SANDBOX_HOST;
  return [...(noMoney ? (['payments'] as const) : []), ...(smtpUrl ? [] : (['email'] as const))];
}

const WHAT_IS_MISSING: Record<TestShopReason, (payment: PaymentConfig) => string> = {
  payments: (payment) =>
    payment.gateway === 'sandbox'
      ? 'the sandbox payment gateway takes no money (set PAYMENT_GATEWAY=payfast with the PAYFAST_* settings)'
      : `PayFast's sandbox at ${payment.baseUrl} takes no money (set PAYFAST_URL=https://www.payfast.co.za)`,
  email: () => 'no email is sent without SMTP_URL',
};

export interface ProductionSettings {
  /** NODE_ENV=production: the real shop, whose logs carry no live token. */
  production: boolean;
  /** Why the shop is a test shop, shown on every page; empty for a real shop and by default outside production. */
  testShop: TestShopReason[];
}

export function productionSettings(e: ProductionEnv, payment: PaymentConfig): ProductionSettings {
  const production = e.NODE_ENV === 'production';
  const allowed = e.ALLOW_TEST_SHOP === 'true' || e.ALLOW_TEST_SHOP === '1';
  const reasons = testShopReasons(payment, e.SMTP_URL);
  if (production && !allowed && reasons.length > 0) {
    const missing = reasons.map((reason) => WHAT_IS_MISSING[reason](payment)).join('; ');
    throw new ConfigError(
      `Invalid configuration: NODE_ENV=production, but ${missing}. Set ALLOW_TEST_SHOP=true to run a test shop on purpose (every page then says so)`,
    );
  }
  return { production, testShop: allowed ? reasons : [] };
}
