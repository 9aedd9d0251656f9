/**
 * PayFast's protocol as pure functions: the parameter string (non-empty values, trimmed, encoded
 * as PHP's urlencode does), its MD5 signature with the passphrase appended, and the order of
 * the checkout fields PayFast signs. Used by the shop (redirect, ITN check) and by the built-in
 * sandbox gateway (hosted page, ITN), so both sides agree byte for byte.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { centsToWire, parseMoney } from '@blitz/contract';

export type PayfastFields = Record<string, string>;

/** The shop's merchant account at a gateway speaking PayFast's protocol (the payment settings). */
export interface GatewayAccount {
  merchantId: string;
  merchantKey: string;
  passphrase: string;
  /** Base address of the gateway: `/eng/process` and `/eng/query/validate` hang off it. */
  baseUrl: string;
}

/** The checkout fields in the order PayFast documents and signs them. */
export const CHECKOUT_FIELD_ORDER = [
  'merchant_id',
  'merchant_key',
  'return_url',
  'cancel_url',
  'notify_url',
  'name_first',
  'name_last',
  'email_address',
  'cell_number',
  'm_payment_id',
  'amount',
  'item_name',
  'item_description',
  'custom_int1',
  'custom_str1',
  'email_confirmation',
  'confirmation_address',
  'payment_method',
] as const;

/** PHP's urlencode: RFC 3986 unreserved except `~`, spaces as `+`, upper-case hex. */
export function pfEncode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

/** `key=value&...` over the non-empty fields in the order given, without `signature`. */
export function paramString(fields: PayfastFields | [string, string][]): string {
  const entries = Array.isArray(fields) ? fields : Object.entries(fields);
  return entries
    .filter(([key, value]) => key !== 'signature' && value.trim() !== '')
    .map(([key, value]) => `${key}=${pfEncode(value.trim())}`)
    .join('&');
}

export function signParams(params: string, passphrase: string): string {
  const signed = passphrase ? `${params}&passphrase=${pfEncode(passphrase.trim())}` : params;
  return createHash('md5').update(signed).digest('hex');
}

export const signFields = (fields: PayfastFields | [string, string][], passphrase: string) => signParams(paramString(fields), passphrase);

/** Checks `signature` against the other fields, in the order they came. */
export function hasValidSignature(fields: PayfastFields, passphrase: string): boolean {
  const given = fields.signature;
  if (typeof given !== 'string' || !/^[0-9a-f]{32}$/i.test(given)) return false;
  const expected = signFields(fields, passphrase);
  return timingSafeEqual(Buffer.from(expected), Buffer.from(given.toLowerCase()));
}

/** Checkout fields in PayFast's order, with the signature last. */
export function signedCheckout(
  fields: Partial<Record<(typeof CHECKOUT_FIELD_ORDER)[number], string>>,
  passphrase: string,
): [string, string][] {
  const ordered = CHECKOUT_FIELD_ORDER.flatMap((key): [string, string][] => {
    const value = fields[key];
    return value === undefined || value.trim() === '' ? [] : [[key, value.trim()]];
  });
  return [...ordered, ['signature', signFields(ordered, passphrase)]];
}

/** Rand with two decimals, as PayFast's `amount` and `amount_gross`. */
export const randOf = (cents: number) => (cents < 0 ? `-${centsToWire(-cents)}` : centsToWire(cents));

/** Cents of a PayFast amount (`"189.00"`), or null when it is not one. */
export function centsOfAmount(amount: string | undefined): number | null {
  if (amount === undefined || !/^-?\d{1,9}(\.\d{1,2})?$/.test(amount.trim())) return null;
  const text = amount.trim();
  const cents = parseMoney(text.replace(/^-/, ''));
  return cents === null ? null : text.startsWith('-') ? -cents : cents;
}
