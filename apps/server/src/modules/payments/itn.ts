/**
 * PayFast's Instant Transaction Notification, checked the way PayFast asks before anything is
 * credited: the notifying address is PayFast's (routes.ts, itn-source.ts), the signature with the passphrase, our merchant id, a payment we issued, the amount
 * we asked for, and a confirmation from the gateway's own validation endpoint. Then the payment
 * is settled once (settle.ts) and the user's connections hear of their new balance and cart.
 */
import type { Database } from '../../db/client';
import type { Log } from '../log-port';
import type { Realtime } from '../realtime-port';
import { blitzCount } from '../wallet';
import { cartItemsOf } from '../cart';
import { announceGrants } from '../rewards';
import { centsOfAmount, hasValidSignature, paramString, type GatewayAccount, type PayfastFields } from './payfast-protocol';
import { findPayment, settlePayment } from './settle';

export const ITN_PATH = '/api/payment/notify';
const VALIDATION_TIMEOUT_MS = 10_000;

/** What checking and settling a notice uses: the gateway settings, the database, the fan-out, a log. */
export interface ItnDeps {
  db: Database;
  realtime: Realtime;
  gateway: Pick<GatewayAccount, 'passphrase' | 'merchantId' | 'baseUrl'>;
  log: Log;
}

export type ItnRefusal = 'source' | 'format' | 'signature' | 'merchant' | 'unknown-payment' | 'amount' | 'not-confirmed';

/** Asks the gateway whether it really sent these fields (PayFast answers VALID or INVALID). */
export async function confirmedByGateway(baseUrl: string, fields: PayfastFields): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/eng/query/validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: paramString(fields),
      signal: AbortSignal.timeout(VALIDATION_TIMEOUT_MS),
    });
    return response.ok && (await response.text()).trim() === 'VALID';
  } catch {
    return false;
  }
}

function asFields(body: unknown): PayfastFields | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const entries = Object.entries(body as Record<string, unknown>);
  if (!entries.every(([, value]) => typeof value === 'string')) return null;
  return Object.fromEntries(entries) as PayfastFields;
}

export async function handleItn(deps: ItnDeps, body: unknown): Promise<ItnRefusal | null> {
  const { gateway } = deps;
  const fields = asFields(body);
  if (!fields || !fields.m_payment_id || !fields.payment_status) return 'format';
  if (!hasValidSignature(fields, gateway.passphrase)) return 'signature';
  if (fields.merchant_id !== gateway.merchantId) return 'merchant';
  const payment = await findPayment(deps.db, fields.m_payment_id);
  if (!payment) return 'unknown-payment';
  if (centsOfAmount(fields.amount_gross) !== payment.amountCents) return 'amount';
  if (payment.status !== 'pending') return null; // a repeat: already settled, nothing to do
  if (!(await confirmedByGateway(gateway.baseUrl, fields))) return 'not-confirmed';

  const settlement = await settlePayment(deps.db, {
    reference: fields.m_payment_id,
    gatewayStatus: fields.payment_status,
    gatewayPaymentId: fields.pf_payment_id ?? null,
    raw: fields,
  });
  if (settlement.kind === 'paid') {
    if (settlement.refundDueCents > 0) {
      const { refusedOrders: orders, duplicates, refundDueCents } = settlement;
      deps.log.warn(
        { reference: fields.m_payment_id, orders, duplicates, refundDueCents },
        'payment received for orders it cannot pay: refund due',
      );
    }
    // Rewards first: the buyer's last balance push is then the settled one.
    announceGrants(deps.realtime, settlement.rewards);
    if (settlement.balance) deps.realtime.toUser(settlement.userId, 'new-bids-count', blitzCount(settlement.balance));
    deps.realtime.toUser(settlement.userId, 'add-to-cart', { cartItems: await cartItemsOf(deps.db, settlement.userId) });
  }
  return null;
}
