/**
 * The sandbox gateway's pages (sandbox-gateway.ts holds its rules): `/eng/process` checks the
 * signed checkout and shows the hosted page; Pay sends a signed ITN to the shop's notify URL and
 * redirects to the return URL, Cancel redirects to the cancel URL; `/eng/query/validate`
 * confirms an ITN it sent.
 */
import formBody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { centsOfAmount, randOf } from './payfast-protocol';
import { checkedCheckout, completedNotice, isOwnNotice, type SandboxMerchant } from './sandbox-gateway';
import { checkoutPage, errorPage } from './sandbox-page';

const ITN_TIMEOUT_MS = 15_000;

export interface SandboxGatewayOptions {
  /** Where the gateway is mounted on the shop's origin (the configuration's sandbox path). */
  path: string;
}

export async function sandboxGateway(app: FastifyInstance, { path: prefix }: SandboxGatewayOptions): Promise<void> {
  await app.register(formBody);
  const { merchantId, merchantKey, passphrase } = app.config.payment;
  const merchant: SandboxMerchant = { merchantId, merchantKey, passphrase };

  const fail = (reply: FastifyReply, message: string) =>
    reply.status(400).type('text/html; charset=utf-8').send(errorPage(message, reply.pageNonce));

  app.get(`${prefix}/eng/process`, async (request, reply) => {
    const checked = checkedCheckout(merchant, request.query);
    if ('error' in checked) return fail(reply, checked.error);
    const { fields } = checked;
    const html = checkoutPage(
      Object.entries(fields),
      `${prefix}/eng/process`,
      fields.item_name!,
      randOf(centsOfAmount(fields.amount)!),
      reply.pageNonce,
    );
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });

  app.post(`${prefix}/eng/process`, async (request, reply) => {
    const checked = checkedCheckout(merchant, request.body);
    if ('error' in checked) return fail(reply, checked.error);
    const { fields } = checked;
    const action = (request.body as Record<string, string>).sandbox_action;
    if (action !== 'pay') return reply.redirect(fields.cancel_url ?? '/', 303);

    if (fields.notify_url) {
      try {
        const response = await fetch(fields.notify_url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: completedNotice(merchant, fields),
          signal: AbortSignal.timeout(ITN_TIMEOUT_MS),
        });
        if (!response.ok) request.log.warn({ status: response.status }, 'sandbox gateway: the shop refused the notice');
      } catch (error) {
        request.log.warn({ err: error }, 'sandbox gateway: the notice could not be delivered');
      }
    }
    return reply.redirect(fields.return_url ?? '/', 303);
  });

  app.post(`${prefix}/eng/query/validate`, async (request, reply) =>
    reply.type('text/plain').send(isOwnNotice(merchant, request.body) ? 'VALID' : 'INVALID'),
  );
}
