import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client';
import { postApi } from '../../helpers/build-test-app';
import { useTestApp } from '../../helpers/use-test-app';
import { databaseKinds } from '../../helpers/test-database';
import { signUpUser } from '../auth/account-helpers';

type ReportRow = {
  user_id: number | null;
  full_name: string;
  email: string;
  cell_number: string;
  message: string;
  type: string;
  status: string;
};

describe.each(databaseKinds)('/report/create on %s', (kind) => {
  const t = useTestApp({ kind, seed: false });

  const report = (changes: Record<string, unknown> = {}) => ({
    fullName: 'Pieter Botha',
    email: 'Pieter@Example.co.za',
    cellNumber: '+27 82 123 4567',
    message: 'The countdown froze on the iPhone page.',
    type: 'Issue',
    ...changes,
  });
  const stored = (email: string) => queryRows<ReportRow>(t.app.db, sql`select * from reports where email = ${email} order by id`);

  it('accepts an anonymous report (202) and stores it as open', async () => {
    const response = await postApi(t.app, '/report/create', report());
    expect(response.statusCode).toBe(202);
    expect(response.body).toBe('');
    const rows = await stored('pieter@example.co.za');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      user_id: null,
      full_name: 'Pieter Botha',
      cell_number: '+27821234567',
      message: 'The countdown froze on the iPhone page.',
      type: 'Issue',
      status: 'new',
    });
  });

  it('links a signed-in reporter to the report; a stale token still counts as anonymous', async () => {
    const user = await signUpUser(t.app, 'reporter@example.co.za', 'Reporter');
    const signedIn = await postApi(t.app, '/report/create', report({ email: 'reporter@example.co.za', refreshToken: user.refreshToken }));
    expect(signedIn.statusCode).toBe(202);
    const [row] = await stored('reporter@example.co.za');
    expect(row?.user_id).toEqual(expect.any(Number));

    const stale = await postApi(t.app, '/report/create', report({ email: 'stale@example.co.za', refreshToken: 'expired.or.bogus' }));
    expect(stale.statusCode).toBe(202);
    expect((await stored('stale@example.co.za'))[0]?.user_id).toBeNull();
  });

  it.each([
    ['a blank message', { message: '   ' }],
    ['an invalid email', { email: 'pieter-at-example' }],
    ['an invalid cell number', { cellNumber: '12' }],
    ['no name', { fullName: '' }],
    ['another type', { type: 'Praise' }],
  ])('refuses %s with 400', async (_what, changes) => {
    const response = await postApi(
      t.app,
      '/report/create',
      report({ ...changes, email: (changes as { email?: string }).email ?? 'refused@example.co.za' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Data format error' });
    expect(await stored('refused@example.co.za')).toEqual([]);
  });
});
