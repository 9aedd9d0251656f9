// The payment gateway's settings (PAYMENT_GATEWAY and PAYFAST_*), parsed by `loadConfig`.
import { createHmac } from 'node:crypto';
import { ConfigError, trimSlash } from './config-common';

/** The environment variables of the payment settings, as `loadConfig`'s schema parses them. */
export interface PaymentEnv {
  PAYMENT_GATEWAY?: 'sandbox' | 'payfast' | undefined;
  PAYFAST_MERCHANT_ID?: string | undefined;
  PAYFAST_MERCHANT_KEY?: string | undefined;
  PAYFAST_PASSPHRASE?: string | undefined;
  PAYFAST_URL?: string | undefined;
  PAYFAST_ITN_SOURCES?: string[] | undefined;
}

/** Where the built-in sandbox gateway is mounted on the shop's origin (app.ts mounts it there). */
export const SANDBOX_GATEWAY_PATH = '/sandbox-payfast';

/** The hosts PayFast sends notices from, as its integration guide lists them: PAYFAST_ITN_SOURCES' default. */
export const PAYFAST_NOTIFY_HOSTS = ['www.payfast.co.za', 'sandbox.payfast.co.za', 'w1w.payfast.co.za', 'w2w.payfast.co.za'] as const;

/**
 * The card gateway. Both speak PayFast's protocol: `payfast` is PayFast itself (its sandbox by
 * default), `sandbox` the built-in gateway under `${publicUrl}${SANDBOX_GATEWAY_PATH}`. The
 * merchant fields are the payments module's gateway account (its GatewayAccount).
 */
export interface PaymentConfig {
  gateway: 'sandbox' | 'payfast';
  merchantId: string;
  merchantKey: string;
  passphrase: string;
  /** Base address of the gateway: `/eng/process` and `/eng/query/validate` hang off it. */
  baseUrl: string;
  /**
   * Where payment notices may come from (host names, addresses, CIDR ranges); null checks no
   * source (the built-in sandbox, which notifies from the shop itself, or PAYFAST_ITN_SOURCES=off).
   */
  itnSources: string[] | null;
}

/** PayFast's public sandbox merchant, also used by the built-in sandbox gateway. */
const SANDBOX_MERCHANT = { merchantId: '10000100', merchantKey: '46f0cd694581a' };
const PAYFAST_SANDBOX_URL = 'https://sandbox.payfast.co.za';

export function paymentConfig(e: PaymentEnv, publicUrl: string, jwtSecret: string): PaymentConfig {
  if ((e.PAYMENT_GATEWAY ?? 'sandbox') === 'sandbox') {
    // The built-in gateway signs with a passphrase every node derives alike from the JWT secret.
    const passphrase = createHmac('sha256', jwtSecret).update('sandbox-gateway-passphrase').digest('base64url').slice(0, 24);
    return {
      gateway: 'sandbox',
      ...SANDBOX_MERCHANT,
      passphrase,
      baseUrl: `${publicUrl}${SANDBOX_GATEWAY_PATH}`,
      itnSources: itnSources(e, []),
    };
  }
  const missing = (['PAYFAST_MERCHANT_ID', 'PAYFAST_MERCHANT_KEY', 'PAYFAST_PASSPHRASE'] as const).filter((name) => !e[name]);
  if (missing.length > 0) throw new ConfigError(`Invalid configuration: PAYMENT_GATEWAY=payfast needs ${missing.join(', ')}`);
  return {
    gateway: 'payfast',
    merchantId: e.PAYFAST_MERCHANT_ID!,
    merchantKey: e.PAYFAST_MERCHANT_KEY!,
    passphrase: e.PAYFAST_PASSPHRASE!,
    baseUrl: trimSlash(e.PAYFAST_URL ?? PAYFAST_SANDBOX_URL),
    itnSources: itnSources(e, [...PAYFAST_NOTIFY_HOSTS]),
  };
}

/** PAYFAST_ITN_SOURCES, or the gateway's default (PayFast's hosts; none for the built-in sandbox). */
function itnSources(e: PaymentEnv, byDefault: string[]): string[] | null {
  const sources = e.PAYFAST_ITN_SOURCES ?? byDefault;
  return sources.length === 0 || sources.join('') === 'off' ? null : sources;
}
