// The reports inbox: a report sent from the shop (anonymous or signed in) lands as new; staff of
// every role read and filter it, add notes, reply by email (which puts a new report in progress)
// and close it; every change is audited.
import { staffReportPageSchema, staffReportSchema } from '@blitz/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client';
import { postApi } from '../../helpers/build-test-app';
import { databaseKinds } from '../../helpers/test-database';
import { useAppWithMailbox } from '../auth/account-helpers';
import { postStaff, useStaffAccounts } from './staff-helpers';

describe.each(databaseKinds)('the reports inbox on %s', (kind) => {
  const { t, smtp } = useAppWithMailbox(kind, 'https://blitz.example.test');
  const { support, operator } = useStaffAccounts(t, ['support', 'operator']);
  let reportId: number;

  beforeAll(async () => {
    for (const [name, email, message] of [
      ['Naledi Dube', 'naledi@example.co.za', 'My payment went through but the Blitz did not arrive.'],
      ['Johan Botha', 'johan@example.co.za', 'The countdown froze on the kettle auction.'],
    ]) {
      const sent = await postApi(t.app, '/report/create', { fullName: name, email, cellNumber: '082 555 0123', message, type: 'Issue' });
      expect(sent.statusCode).toBe(202);
    }
  });

  it('lists new reports, filtered by status and text', async () => {
    const all = staffReportPageSchema.parse((await postStaff(t.app, '/reports/list', {}, support.token)).json());
    expect(all.total).toBe(2);
    expect(all.reports.every((r) => r.status === 'new')).toBe(true);
    const found = staffReportPageSchema.parse((await postStaff(t.app, '/reports/list', { query: 'countdown' }, operator.token)).json());
    expect(found.reports.map((r) => r.email)).toEqual(['johan@example.co.za']);
    reportId = all.reports.find((r) => r.email === 'naledi@example.co.za')!.id;
    const closed = staffReportPageSchema.parse((await postStaff(t.app, '/reports/list', { status: 'closed' }, support.token)).json());
    expect(closed.total).toBe(0);
  });

  it('a note stays with staff, a reply is emailed and puts the report in progress, then it is closed', async () => {
    const noted = await postStaff(
      t.app,
      '/reports/note',
      { id: reportId, body: 'Checked the ITN log: payment 41 is pending.' },
      support.token,
    );
    expect(noted.statusCode).toBe(200);
    expect(staffReportSchema.parse(noted.json())).toMatchObject({ status: 'new', notes: [{ kind: 'note', staffEmail: support.email }] });

    const replied = await postStaff(t.app, '/reports/reply', { id: reportId, body: 'Your Blitz are in your account now.' }, support.token);
    expect(replied.statusCode).toBe(200);
    const report = staffReportSchema.parse(replied.json());
    expect(report.status).toBe('in progress');
    expect(report.notes.map((n) => n.kind)).toEqual(['note', 'reply']);
    const mail = await smtp.next('naledi@example.co.za');
    expect(mail.subject).toBe(`Re: your problem report ${reportId}`);
    expect(mail.text).toContain('Your Blitz are in your account now.');
    expect(mail.text).toContain('My payment went through');

    const closed = await postStaff(t.app, '/reports/status', { id: reportId, status: 'closed' }, operator.token);
    expect(closed.json()).toMatchObject({ status: 'closed' });
    expect((await postStaff(t.app, '/reports/status', { id: reportId, status: 'open' }, operator.token)).statusCode).toBe(400);
    expect((await postStaff(t.app, '/reports/reply', { id: reportId, body: '   ' }, operator.token)).statusCode).toBe(400);
    expect((await postStaff(t.app, '/reports/get', { id: 999_999 }, operator.token)).statusCode).toBe(404);

    const audit = await queryRows<{ action: string; before: { status: string }; after: { status: string } }>(
      t.app.db,
      sql`select action, before, after from staff_audit where target_type = 'report' and target_id = ${String(reportId)} order by id`,
    );
    expect(audit.map((row) => [row.action, row.before.status, row.after.status])).toEqual([
      ['report.note', 'new', 'new'],
      ['report.reply', 'new', 'in progress'],
      ['report.status', 'in progress', 'closed'],
    ]);
  });
});
