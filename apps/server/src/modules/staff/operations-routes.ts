/** The staff console's day-to-day calls: the home page's overview, orders, shoppers and the reports inbox, registered together. */
import type { FastifyInstance } from 'fastify';
import { staffOrderRoutes } from './orders/routes';
import { staffOverviewRoutes } from './overview/routes';
import { staffReportRoutes } from './reports/routes';
import { staffUserRoutes } from './users/routes';

export async function staffOperationRoutes(app: FastifyInstance): Promise<void> {
  await staffOverviewRoutes(app);
  await staffOrderRoutes(app);
  await staffUserRoutes(app);
  await staffReportRoutes(app);
}
