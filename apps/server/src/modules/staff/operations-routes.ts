/** The staff console's day-to-day calls: orders, shoppers and the reports inbox, registered together. */
import type { FastifyInstance } from 'fastify';
import { staffOrderRoutes } from './orders/routes';
import { staffReportRoutes } from './reports/routes';
import { staffUserRoutes } from './users/routes';

export async function staffOperationRoutes(app: FastifyInstance): Promise<void> {
  await staffOrderRoutes(app);
  await staffUserRoutes(app);
  await staffReportRoutes(app);
}
