/**
 * The built-in sandbox gateway (PAYMENT_GATEWAY=sandbox): PayFast's protocol on the shop's own
 * origin, so a purchase works end to end with no internet. `/eng/process` checks the signed
 * checkout and shows the hosted page; Pay sends a signed ITN to the shop's notify URL and
 * redirects to the return URL, Cancel redirects to the cancel URL; `/eng/query/validate`
 * confirms an ITN it sent. It keeps no state: the payment id it issues is a keyed hash of the
 * notice, so any node can confirm it.
 */
import { createHmac } from 'node:crypto';
import formBody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SANDBOX_GATEWAY_PATH } from '../../config';
import { centsOfAmount, hasValidSignature, paramString, randOf, signFields, type PayfastFields } from './payfast-protocol';
import { checkoutPage, errorPage } from './sandbox-page';

const ITN_TIMEOUT_MS = 15_000;
/** Fields of the hosted page's form that are not part of the signed checkout. */
const PAGE_FIELDS = new Set(['sandbox_method', 'sandbox_action']);

function stringFields(input: unknown): PayfastFields | null {
  if (!input || typeof input !== 'object') return null;
  const entries = Object.entries(input as Record<string, unknown>);
  if (!entries.every(([, value]) => typeof value === 'string')) return null;
  return Object.fromEntries(entries) as PayfastFields;
}

export async function sandboxGateway(app: FastifyInstance): Promise<void> {
  await app.register(formBody);
  const { merchantId, merchantKey, passphrase } = app.config.payment;
  const prefix = SANDBOX_GATEWAY_PATH;

  /** The payment id of a notice: a keyed hash of what it says, so validation needs no memory. */
  const paymentIdOf = (fields: PayfastFields) => {
    const digest = createHmac('sha256', passphrase)
      .update([fields.m_payment_id, fields.amount_gross, fields.payment_status, fields.merchant_id].join('|'))
      .digest();
    return String(digest.readUIntBE(0, 6)).padStart(15, '0');
  };

  const fail = (reply: FastifyReply, message: string) => reply.status(400).type('text/html; charset=utf-8').send(errorPage(message));

  /** A checkout as the shop signed it, or why it is refused. */
  function checkedCheckout(input: unknown): { fields: PayfastFields } | { error: string } {
    const all = stringFields(input);
    if (!all) return { error: 'The payment request is malformed.' };
    const fields = Object.fromEntries(Object.entries(all).filter(([key]) => !PAGE_FIELDS.has(key)));
    if (fields.merchant_id !== merchantId || fields.merchant_key !== merchantKey) return { error: 'Unknown merchant.' };
    if (!hasValidSignature(fields, passphrase)) return { error: 'The payment request signature is invalid.' };
    const cents = centsOfAmount(fields.amount);
    if (cents === null || cents <= 0 || !fields.m_payment_id || !fields.item_name) return { error: 'The payment request is incomplete.' };
    return { fields };
  }

  app.get(`${prefix}/eng/process`, async (request, reply) => {
    const checked = checkedCheckout(request.query);
    if ('error' in checked) return fail(reply, checked.error);
    const { fields } = checked;
    const html = checkoutPage(Object.entries(fields), `${prefix}/eng/process`, fields.item_name!, randOf(centsOfAmount(fields.amount)!));
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });

  app.post(`${prefix}/eng/process`, async (request, reply) => {
    const checked = checkedCheckout(request.body);
    if ('error' in checked) return fail(reply, checked.error);
    const { fields } = checked;
    const action = (request.body as Record<string, string>).sandbox_action;
    if (action !== 'pay') return reply.redirect(fields.cancel_url ?? '/', 303);

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
      ['merchant_id', merchantId],
    ];
    notice[1]![1] = paymentIdOf(Object.fromEntries(notice));
    const body = `${paramString(notice)}&signature=${signFields(notice, passphrase)}`;
    if (fields.notify_url) {
      try {
        const response = await fetch(fields.notify_url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
          signal: AbortSignal.timeout(ITN_TIMEOUT_MS),
        });
        if (!response.ok) request.log.warn({ status: response.status }, 'sandbox gateway: the shop refused the notice');
      } catch (error) {
        request.log.warn({ err: error }, 'sandbox gateway: the notice could not be delivered');
      }
    }
    return reply.redirect(fields.return_url ?? '/', 303);
  });

  app.post(`${prefix}/eng/query/validate`, async (request, reply) => {
    const fields = stringFields(request.body);
    const valid = fields !== null && !!fields.pf_payment_id && fields.merchant_id === merchantId && fields.pf_payment_id === paymentIdOf(fields);
    return reply.type('text/plain').send(valid ? 'VALID' : 'INVALID');
  });
}
