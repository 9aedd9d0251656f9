/** Order calls of the signed-in user: the order history (winnings) of the dashboard and return requests. */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { noContent, ok } from '../../http/call-result';
import { registerCall } from '../../http/register-call';
import { getSession } from '../../http/session';
import { createOrderHistory } from './history';
import { requestReturn } from './returns';

export async function orderRoutes(app: FastifyInstance): Promise<void> {
  const history = createOrderHistory(app.db, app.clock);

  // 204 when the asked page holds nothing (no orders, nothing matching, or past the last page).
  registerCall(app, '/orders/history', async ({ body, request }) => {
    const page = await history.page(getSession(request).userId, body);
    return page.orders.length > 0 ? ok(page) : noContent();
  });

  // 404 for an item that is not the user's; 423 once the order may no longer be sent back.
  registerCall(app, '/orders/return', async ({ body, request }) => {
    const userId = getSession(request).userId;
    const result = await requestReturn(app.db, userId, body.id, app.clock.now());
    if (result.kind === 'not-found') throw AppError.notFound();
    if (result.kind === 'too-late') throw new AppError('LOCKED');
    const item = await history.item(userId, body.id);
    if (!item) throw AppError.notFound();
    return ok(item);
  });
}
