/** Staff console calls for shoppers: thin mappings of the service's outcomes (403 over the role's limit, per call or per shopper and day; 422 below zero). */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../http/app-error';
import { accepted, ok } from '../../../http/call-result';
import { registerStaffCall, requireStaff } from '../../../http/register-staff-call';
import { sendResetLink } from '../../auth';
import { findUser, searchUsers, userBids, userLedger } from './repository';
import { adjustBlitz, sendUserPasswordLink, setBanned, type StaffUserDeps, type UserChange } from './service';

function answer(change: UserChange) {
  switch (change.kind) {
    case 'saved':
      return ok(change.user);
    case 'not-found':
      throw AppError.notFound();
    case 'forbidden':
      throw AppError.forbidden();
    case 'invalid':
      throw new AppError('UNPROCESSABLE_ENTITY');
  }
}

export async function staffUserRoutes(app: FastifyInstance): Promise<void> {
  const deps = (): StaffUserDeps => ({
    db: app.db,
    realtime: app.realtime,
    sendPasswordLink: (email) =>
      sendResetLink({ db: app.db, jwtSecret: app.config.jwtSecret, mailer: app.mailer, clock: app.clock }, email, undefined),
  });
  const known = async (id: number) => {
    if (!(await findUser(app.db, id))) throw AppError.notFound();
  };

  registerStaffCall(app, '/users/search', async ({ body }) => ok(await searchUsers(app.db, body.query, body.pageNumber, body.pageSize)));

  registerStaffCall(app, '/users/get', async ({ body }) => {
    const user = await findUser(app.db, body.id);
    if (!user) throw AppError.notFound();
    return ok(user);
  });

  registerStaffCall(app, '/users/ledger', async ({ body }) => {
    await known(body.id);
    return ok(await userLedger(app.db, body.id, body.pageNumber, body.pageSize));
  });

  registerStaffCall(app, '/users/bids', async ({ body }) => {
    await known(body.id);
    return ok(await userBids(app.db, body.id, body.pageNumber, body.pageSize));
  });

  registerStaffCall(app, '/users/adjust', async (c) => answer(await adjustBlitz(deps(), requireStaff(c), c.body)));
  registerStaffCall(app, '/users/ban', async (c) => answer(await setBanned(deps(), requireStaff(c).staffId, c.body)));
  registerStaffCall(app, '/users/send-setup', async (c) => {
    answer(await sendUserPasswordLink(deps(), requireStaff(c).staffId, c.body.id));
    return accepted();
  });
}
