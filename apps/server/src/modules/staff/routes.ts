/** Staff console calls for accounts, sessions and the audit log: thin mappings of the service's outcomes. */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { accepted, ok } from '../../http/call-result';
import { registerStaffCall, requireStaff } from '../../http/register-staff-call';
import { listAudit } from './audit';
import { findStaffById, listStaff, toStaffMember } from './repository';
import { changeStaffAccount, createStaffAccount, resendStaffSetup, setUpStaffPassword, staffLogIn, type StaffDeps } from './service';

export const staffDeps = (app: FastifyInstance): StaffDeps => ({
  db: app.db,
  mailer: app.mailer,
  jwtSecret: app.config.jwtSecret,
  adminUrl: app.config.adminUrl,
  clock: app.clock,
});

export async function staffAccountRoutes(app: FastifyInstance): Promise<void> {
  const deps = staffDeps(app);

  registerStaffCall(app, '/auth/login', async ({ body, request }) => {
    await app.limitRate(request, 'login');
    const result = await staffLogIn(deps, body.loginToken);
    if (result.kind === 'refused') throw AppError.unauthorized();
    return ok({ staffToken: result.staffToken, staff: result.staff });
  });

  registerStaffCall(app, '/auth/setup', async ({ body, request }) => {
    await app.limitRate(request, 'login');
    const result = await setUpStaffPassword(deps, body);
    if (result.kind === 'bad-token') throw AppError.unauthorized();
    return ok({ staffToken: result.staffToken, staff: result.staff });
  });

  registerStaffCall(app, '/auth/me', async (context) => {
    const row = await findStaffById(app.db, requireStaff(context).staffId);
    if (!row) throw AppError.unauthorized();
    return ok(toStaffMember(row));
  });

  registerStaffCall(app, '/staff/list', async () => ok((await listStaff(app.db)).map(toStaffMember)));

  registerStaffCall(app, '/staff/create', async (context) => {
    const result = await createStaffAccount(deps, requireStaff(context).staffId, context.body.email, context.body.role);
    if (result.kind === 'duplicate') throw AppError.conflict();
    return ok(result.staff);
  });

  registerStaffCall(app, '/staff/update', async (context) => {
    const result = await changeStaffAccount(deps, requireStaff(context).staffId, context.body);
    if (result.kind === 'not-found') throw AppError.notFound();
    if (result.kind === 'last-owner') throw new AppError('UNPROCESSABLE_ENTITY');
    return ok(result.staff);
  });

  registerStaffCall(app, '/staff/resend-setup', async (context) => {
    const result = await resendStaffSetup(deps, requireStaff(context).staffId, context.body.id);
    if (result.kind === 'not-found') throw AppError.notFound();
    return accepted();
  });

  registerStaffCall(app, '/audit/list', async ({ body }) => ok(await listAudit(app.db, body)));
}
