/** Staff console calls for orders: thin mappings of the service's outcomes (404 unknown, 423 a step the order's status does not allow). */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../http/app-error';
import { ok } from '../../../http/call-result';
import { registerStaffCall, requireStaff } from '../../../http/register-staff-call';
import { ordersCsv } from './csv';
import { allOrders, findOrder, listOrders } from './repository';
import { decideReturn, fulfilOrder, type OrderChange, type StaffOrderDeps } from './service';

function answer(change: OrderChange) {
  if (change.kind === 'not-found') throw AppError.notFound();
  if (change.kind === 'refused') throw new AppError('LOCKED');
  return ok(change.order);
}

export async function staffOrderRoutes(app: FastifyInstance): Promise<void> {
  const deps: StaffOrderDeps = { db: app.db, mailer: app.mailer, clock: app.clock };

  registerStaffCall(app, '/orders/list', async ({ body }) => ok(await listOrders(app.db, body, body.pageNumber, body.pageSize)));

  registerStaffCall(app, '/orders/get', async ({ body }) => {
    const order = await findOrder(app.db, body.id);
    if (!order) throw AppError.notFound();
    return ok(order);
  });

  registerStaffCall(app, '/orders/fulfil', async (c) => answer(await fulfilOrder(deps, requireStaff(c).staffId, c.body)));
  registerStaffCall(app, '/orders/return-decision', async (c) =>
    answer(await decideReturn(deps, requireStaff(c).staffId, c.body.id, c.body.accept)),
  );

  registerStaffCall(app, '/orders/export', async ({ body }) => {
    const day = app.clock.now().toISOString().slice(0, 10);
    return ok({ filename: `orders-${day}.csv`, csv: ordersCsv(await allOrders(app.db, body)) });
  });
}
