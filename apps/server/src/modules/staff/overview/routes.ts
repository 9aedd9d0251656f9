/** The staff console's home page call: the overview of what needs someone now, for the caller's role. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../http/call-result';
import { registerStaffCall, requireStaff } from '../../../http/register-staff-call';
import { staffOverview } from './overview';

export async function staffOverviewRoutes(app: FastifyInstance): Promise<void> {
  registerStaffCall(app, '/overview/get', async (context) => ok(await staffOverview(app.db, requireStaff(context).role, app.clock.now())));
}
