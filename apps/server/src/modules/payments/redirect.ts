/**
 * The gateway redirect of a pending payment: PayFast's checkout fields in its order, signed with
 * the passphrase, as the query of `${baseUrl}/eng/process`. The return and cancel pages of the
 * shop carry our reference so they can ask how the payment ended.
 */
import type { Session } from '../auth';
import type { PendingPayment } from './checkout';
import { ITN_PATH } from './itn';
import { pfEncode, randOf, signedCheckout, type GatewayAccount } from './payfast-protocol';

export function gatewayRedirect(gateway: GatewayAccount, publicUrl: string, session: Session, payment: PendingPayment): string {
  const reference = encodeURIComponent(payment.reference);
  const fields = signedCheckout(
    {
      merchant_id: gateway.merchantId,
      merchant_key: gateway.merchantKey,
      return_url: `${publicUrl}/payment/return?reference=${reference}`,
      cancel_url: `${publicUrl}/payment/cancel?reference=${reference}`,
      notify_url: `${publicUrl}${ITN_PATH}`,
      email_address: session.email,
      m_payment_id: payment.reference,
      amount: randOf(payment.amountCents),
      item_name: payment.itemName.slice(0, 100),
      custom_str1: payment.cartType,
    },
    gateway.passphrase,
  );
  const query = fields.map(([key, value]) => `${key}=${pfEncode(value)}`).join('&');
  return `${gateway.baseUrl}/eng/process?${query}`;
}
