/** Order calls of the signed-in user: the order history (winnings) of the dashboard. */
import type { FastifyInstance } from 'fastify';
import { noContent, ok } from '../../http/call-result';
import { registerCall } from '../../http/register-call';
import { getSession } from '../../http/session';
import { createOrderHistory } from './history';

export async function orderRoutes(app: FastifyInstance): Promise<void> {
  const history = createOrderHistory(app.db);

  // 204 when the asked page holds nothing (no orders, nothing matching, or past the last page).
  registerCall(app, '/orders/history', async ({ body, request }) => {
    const page = await history.page(getSession(request).userId, body);
    return page.orders.length > 0 ? ok(page) : noContent();
  });
}
