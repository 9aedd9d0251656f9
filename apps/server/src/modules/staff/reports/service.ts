/**
 * Staff work on problem reports: the status (new, in progress, closed), notes for staff and replies
 * emailed to the reporter (a reply to a new report puts it in progress). Each change writes its
 * audit row in the same transaction; the reply is mailed after the commit.
 */
import type { ReportStatus, StaffReport } from '@blitz/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import type { Mailer } from '../../mail-port';
import { recordAudit } from '../audit';
import { findReport } from './repository';

export interface StaffReportDeps {
  db: Database;
  mailer: Mailer;
}

export type ReportChange = { kind: 'saved'; report: StaffReport } | { kind: 'not-found' };

async function change(
  deps: StaffReportDeps,
  actorId: number,
  id: number,
  action: string,
  apply: (tx: Database, report: StaffReport) => Promise<unknown>,
): Promise<ReportChange> {
  return inTransaction(deps.db, async (tx): Promise<ReportChange> => {
    const before = await findReport(tx, id, true);
    if (!before) return { kind: 'not-found' };
    const detail = await apply(tx, before);
    const after = (await findReport(tx, id))!;
    await recordAudit(tx, actorId, {
      action,
      targetType: 'report',
      targetId: id,
      before: { status: before.status },
      after: { status: after.status, ...(detail ? { detail } : {}) },
    });
    return { kind: 'saved', report: after };
  });
}

export function setReportStatus(deps: StaffReportDeps, actorId: number, id: number, status: ReportStatus) {
  return change(deps, actorId, id, 'report.status', (tx) =>
    tx.execute(sql`update reports set status = ${status}, updated_at = now() where id = ${id}`),
  );
}

export function addReportNote(deps: StaffReportDeps, actorId: number, id: number, body: string) {
  return change(deps, actorId, id, 'report.note', async (tx) => {
    await tx.execute(sql`insert into report_notes (report_id, staff_id, kind, body) values (${id}, ${actorId}, 'note', ${body})`);
    return { note: body };
  });
}

export async function replyToReport(deps: StaffReportDeps, actorId: number, id: number, body: string): Promise<ReportChange> {
  const result = await change(deps, actorId, id, 'report.reply', async (tx) => {
    await tx.execute(sql`insert into report_notes (report_id, staff_id, kind, body) values (${id}, ${actorId}, 'reply', ${body})`);
    await tx.execute(sql`update reports set status = 'in progress', updated_at = now() where id = ${id} and status = 'new'`);
    return { reply: body };
  });
  if (result.kind === 'saved') {
    const report = result.report;
    await deps.mailer.notify({
      kind: 'report-reply',
      to: report.email,
      subject: `Re: your problem report ${report.id}`,
      paragraphs: [`Hi ${report.fullName},`, body, `Your message:\n${report.message}`],
    });
  }
  return result;
}
