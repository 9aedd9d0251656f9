/**
 * Payment calls (SPEC.md sections 7 and 8): the gateways, `/payment/link` answering every status
 * of section 8 with the gateway's signed redirect, `/payment/status` for the return page,
 * `/auction/buyNow`, and the gateway's ITN endpoint (form-encoded, as PayFast posts it).
 */
import formBody from '@fastify/formbody';
import { ERROR_MESSAGES, centsToWire, wireToCents } from '@blitz/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { ok, type CallResult } from '../../http/call-result';
import { userIsStaff } from '../auth';
import { registerCall } from '../../http/register-call';
import { getSession } from '../../http/session';
import { addBuyNowToCart } from './buy-now';
import { startCheckout } from './checkout';
import { ITN_PATH, handleItn, type ItnDeps, type ItnRefusal } from './itn';
import { itnSourceCheck } from './itn-source';
import { gatewayRedirect } from './redirect';
import { paymentOf } from './settle';

/** PayFast's hosted page offers card, instant EFT and AMEX behind this one gateway. */
export const PAYMENT_GATEWAYS = [{ id: 1, payment_gateway: 'PayFast' }] as const;

const answer = (status: 208 | 300, data?: Record<string, unknown>): CallResult<never> => ({ status, data });

export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  await app.register(formBody);

  registerCall(app, '/payment/gateways', async () => ok(PAYMENT_GATEWAYS.map((gateway) => ({ ...gateway }))));

  registerCall(app, '/payment/link', async ({ body, request }) => {
    const session = getSession(request);
    // Every link writes an order and a payment row: counted per account (PAYMENT_LINK_LIMIT).
    await app.limitAccountRate(request, 'payment-link');
    if (await userIsStaff(app.db, session.userId)) throw AppError.forbidden();
    if (!PAYMENT_GATEWAYS.some((gateway) => gateway.id === body.payGateID)) throw new AppError('UNPROCESSABLE_ENTITY');
    const outcome = await startCheckout(app.db, {
      userId: session.userId,
      feCartTotalCents: wireToCents(body.feCartTotal),
      shippingProfileId: body.shippingProfileID,
      cartType: body.cartType,
      gateway: app.config.payment.gateway,
      now: app.clock.now(),
    });
    switch (outcome.kind) {
      case 'empty':
        return { status: 202 };
      case 'completed':
        return { status: 209, data: { message: ERROR_MESSAGES.PURCHASE_COMPLETED } };
      case 'mismatch':
        return answer(300, { message: ERROR_MESSAGES.CART_TOTAL_MISMATCH, cartTotal: centsToWire(outcome.serverTotalCents) });
      case 'too-low':
        return answer(208, { message: ERROR_MESSAGES.AMOUNT_TOO_LOW });
      case 'needs-shipping':
        throw new AppError('UNPROCESSABLE_ENTITY');
      case 'ready':
        return ok({ redirectUrl: gatewayRedirect(app.config.payment, app.config.publicUrl, session, outcome.payment) });
    }
  });

  registerCall(app, '/payment/status', async ({ body, request }) => {
    const payment = await paymentOf(app.db, getSession(request).userId, body.reference);
    if (!payment) throw AppError.notFound();
    return ok({ status: payment.status, cartType: payment.cartType, amount: centsToWire(payment.amountCents) });
  });

  registerCall(app, '/auction/buyNow', async ({ body, request }) => {
    const { userId } = getSession(request);
    if (await userIsStaff(app.db, userId)) throw AppError.forbidden();
    const outcome = await addBuyNowToCart(app.db, userId, body.auctionID);
    if (outcome.ok) {
      app.realtime.toUser(userId, 'add-to-cart', { cartItems: outcome.cartItems });
      return ok({ cartItems: outcome.cartItems });
    }
    if (outcome.reason === 'not-found') throw AppError.notFound();
    if (outcome.reason === 'bought') return { status: 209, data: { message: ERROR_MESSAGES.PURCHASE_COMPLETED } };
    throw new AppError('UNPROCESSABLE_ENTITY');
  });

  // PayFast expects a 200 for a notice it may stop resending; anything it must not trust gets 400.
  const { itnSources } = app.config.payment;
  const fromGateway = itnSources ? itnSourceCheck(itnSources) : async () => true;
  app.post(ITN_PATH, async (request, reply) => {
    const deps: ItnDeps = { db: app.db, realtime: app.realtime, gateway: app.config.payment, log: request.log };
    const refusal: ItnRefusal | null = (await fromGateway(request.ip)) ? await handleItn(deps, request.body) : 'source';
    app.metrics.itns.inc({ outcome: refusal ?? 'settled' });
    if (refusal) {
      request.log.warn({ refusal }, 'payment notice refused');
      return reply.status(400).type('text/plain').send('Bad notice');
    }
    return reply.status(200).type('text/plain').send('OK');
  });
}
