/**
 * Shipping calls of SPEC.md section 7 for the signed-in user: list, create, update and delete
 * their delivery addresses (South Africa only, checked by the contract's schema). Another user's
 * profile is answered as not found, never touched.
 */
import { MAX_SHIPPING_PROFILES, type ShippingFields } from '@blitz/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { accepted, ok } from '../../http/call-result';
import { registerCall } from '../../http/register-call';
import { getSession } from '../../http/session';
import { createShippingRepository } from './repository';

function fieldsOf(body: ShippingFields): ShippingFields {
  const { title, recipientName, recipientMobile, streetAddress, complex, suburb, city, province, postalCode, country } = body;
  return { title, recipientName, recipientMobile, streetAddress, complex, suburb, city, province, postalCode, country };
}

export async function shippingRoutes(app: FastifyInstance): Promise<void> {
  const profiles = createShippingRepository(app.db);

  registerCall(app, '/shipping/get', async ({ request }) => ok(await profiles.list(getSession(request).userId)));

  registerCall(app, '/shipping/create', async ({ body, request }) => {
    const { userId } = getSession(request);
    if ((await profiles.countOf(userId)) >= MAX_SHIPPING_PROFILES) throw new AppError('UNPROCESSABLE_ENTITY');
    await profiles.insert(userId, fieldsOf(body));
    return accepted();
  });

  registerCall(app, '/shipping/update', async ({ body, request }) => {
    if (!(await profiles.update(getSession(request).userId, body.id, fieldsOf(body)))) throw AppError.notFound();
    return accepted();
  });

  registerCall(app, '/shipping/delete', async ({ body, request }) => {
    if (!(await profiles.remove(getSession(request).userId, body.shippingID))) throw AppError.notFound();
    return accepted();
  });
}
