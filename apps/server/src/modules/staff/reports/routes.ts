/** Staff console calls for the reports inbox: thin mappings of the service's outcomes. */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../http/app-error';
import { ok } from '../../../http/call-result';
import { registerStaffCall, requireStaff } from '../../../http/register-staff-call';
import { findReport, listReports } from './repository';
import { addReportNote, replyToReport, setReportStatus, type ReportChange, type StaffReportDeps } from './service';

function answer(change: ReportChange) {
  if (change.kind === 'not-found') throw AppError.notFound();
  return ok(change.report);
}

export async function staffReportRoutes(app: FastifyInstance): Promise<void> {
  const deps: StaffReportDeps = { db: app.db, mailer: app.mailer };

  registerStaffCall(app, '/reports/list', async ({ body }) => ok(await listReports(app.db, body, body.pageNumber, body.pageSize)));
  registerStaffCall(app, '/reports/get', async ({ body }) => {
    const report = await findReport(app.db, body.id);
    if (!report) throw AppError.notFound();
    return ok(report);
  });
  registerStaffCall(app, '/reports/status', async (c) =>
    answer(await setReportStatus(deps, requireStaff(c).staffId, c.body.id, c.body.status)),
  );
  registerStaffCall(app, '/reports/note', async (c) => answer(await addReportNote(deps, requireStaff(c).staffId, c.body.id, c.body.body)));
  registerStaffCall(app, '/reports/reply', async (c) => answer(await replyToReport(deps, requireStaff(c).staffId, c.body.id, c.body.body)));
}
