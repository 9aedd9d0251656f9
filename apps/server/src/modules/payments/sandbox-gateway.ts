/**
 * The built-in sandbox gateway's rules (PAYMENT_GATEWAY=sandbox): PayFast's protocol on the
 * shop's own origin, so a purchase works end to end with no internet. It checks a signed
 * checkout, writes the signed notice (ITN) a payment sends, and confirms a notice it wrote. It
 * keeps no state: the payment id it issues is a keyed hash of the notice, so any node can confirm
 * it. sandbox-routes.ts serves it; these functions receive the merchant settings they use.
 */
import { createHmac } from 'node:crypto';
import { centsOfAmount, hasValidSignature, paramString, randOf, signFields, type PayfastFields } from './payfast-protocol';

/** The merchant the sandbox stands in for (the payment settings). */
export interface SandboxMerchant {
  merchantId: string;
  merchantKey: string;
  passphrase: string;
}

/** Fields of the hosted page's form that are not part of the signed checkout. */
const PAGE_FIELDS = new Set(['sandbox_method', 'sandbox_action']);

function stringFields(input: unknown): PayfastFields | null {
  if (!input || typeof input !== 'object') return null;
  const entries = Object.entries(input as Record<string, unknown>);
  if (!entries.every(([, value]) => typeof value === 'string')) return null;
  return Object.fromEntries(entries) as PayfastFields;
}

/** The payment id of a notice: a keyed hash of what it says, so validation needs no memory. */
function paymentIdOf(merchant: SandboxMerchant, fields: PayfastFields): string {
  const digest = createHmac('sha256', merchant.passphrase)
    .update([fields.m_payment_id, fields.amount_gross, fields.payment_status, fields.merchant_id].join('|'))
    .digest();
  return String(digest.readUIntBE(0, 6)).padStart(15, '0');
}

/** A checkout as the shop signed it, or why it is refused. */
export function checkedCheckout(merchant: SandboxMerchant, input: unknown): { fields: PayfastFields } | { error: string } {
  const all = stringFields(input);
  if (!all) return { error: 'The payment request is malformed.' };
  const fields = Object.fromEntries(Object.entries(all).filter(([key]) => !PAGE_FIELDS.has(key)));
  if (fields.merchant_id !== merchant.merchantId || fields.merchant_key !== merchant.merchantKey) return { error: 'Unknown merchant.' };
  if (!hasValidSignature(fields, merchant.passphrase)) return { error: 'The payment request signature is invalid.' };
  const cents = centsOfAmount(fields.amount);
  if (cents === null || cents <= 0 || !fields.m_payment_id || !fields.item_name) return { error: 'The payment request is incomplete.' };
  return { fields };
}

/** The signed notice (form body) of a completed payment of a checked checkout. */
export function completedNotice(merchant: SandboxMerchant, fields: PayfastFields): string {
  const cents = centsOfAmount(fields.amount)!;
  const feeCents = Math.round(cents * 0.035) + 200;
  const notice: [string, string][] = [
    ['m_payment_id', fields.m_payment_id!],
    ['pf_payment_id', ''],
    ['payment_status', 'COMPLETE'],
    ['item_name', fields.item_name!],
    ['item_description', fields.item_description ?? ''],
    ['amount_gross', randOf(cents)],
    ['amount_fee', randOf(-feeCents)],
    ['amount_net', randOf(cents - feeCents)],
    ['custom_str1', fields.custom_str1 ?? ''],
    ['name_first', fields.name_first ?? ''],
    ['name_last', fields.name_last ?? ''],
    ['email_address', fields.email_address ?? ''],
    ['merchant_id', merchant.merchantId],
  ];
  notice[1]![1] = paymentIdOf(merchant, Object.fromEntries(notice));
  return `${paramString(notice)}&signature=${signFields(notice, merchant.passphrase)}`;
}

/** Whether the sandbox wrote this notice (PayFast's validation answer). */
export function isOwnNotice(merchant: SandboxMerchant, input: unknown): boolean {
  const fields = stringFields(input);
  return (
    fields !== null &&
    !!fields.pf_payment_id &&
    fields.merchant_id === merchant.merchantId &&
    fields.pf_payment_id === paymentIdOf(merchant, fields)
  );
}
