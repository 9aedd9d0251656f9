import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client';
import { staffDeps } from '../../../src/modules/staff/routes';
import { createStaffAccount } from '../../../src/modules/staff/service';
import { postApi } from '../../helpers/build-test-app';
import { databaseKinds } from '../../helpers/test-database';
import { linkIn } from '../../plugins/smtp-receiver';
import { digest, loginToken, signUpUser, useAppWithMailbox } from '../auth/account-helpers';
import { createStaff, postStaff, type TestStaff } from './staff-helpers';

const PUBLIC_URL = 'https://blitz.example.test';
const ADMIN_URL = `${PUBLIC_URL}/staff`;

describe.each(databaseKinds)('staff accounts, sessions and the audit log on %s', (kind) => {
  const { t, smtp } = useAppWithMailbox(kind, PUBLIC_URL);
  let owner: TestStaff;

  const auditRows = (action: string) =>
    queryRows<{ staff_id: number | null; target_id: string; before: unknown; after: unknown }>(
      t.app.db,
      sql`select staff_id, target_id, before, after from staff_audit where action = ${action} order by id`,
    );

  it('creating an account emails a setup link into the console; the link sets the password once and signs in', async () => {
    const created = await createStaffAccount(staffDeps(t.app), null, ' Owner@Blitz.example.test ', 'owner');
    expect(created.kind).toBe('created');
    const mail = await smtp.next('owner@blitz.example.test');
    expect(mail.subject).toBe('Your Blitz Auctions staff console account');
    const link = linkIn(mail, ADMIN_URL);
    expect(link.pathname).toMatch(/^\/staff\/setup\/[\w-]{20,}$/);
    const emailToken = decodeURIComponent(link.pathname.split('/').pop()!);
    expect(link.searchParams.get('email')).toBe('owner@blitz.example.test');

    // Not set up yet: no sign-in.
    const early = await postStaff(t.app, '/auth/login', { loginToken: loginToken('owner@blitz.example.test', 'owner password') });
    expect(early.statusCode).toBe(401);

    const body = { email: 'owner@blitz.example.test', emailToken, password: digest('owner password') };
    const setup = await postStaff(t.app, '/auth/setup', body);
    expect(setup.statusCode).toBe(200);
    const session = setup.json() as { staffToken: string; staff: { role: string; active: boolean } };
    expect(session.staff).toMatchObject({ role: 'owner', active: true, setUp: true });
    owner = {
      id: created.kind === 'created' ? created.staff.id : 0,
      email: 'owner@blitz.example.test',
      role: 'owner',
      token: session.staffToken,
    };
    expect((await postStaff(t.app, '/auth/setup', body)).statusCode).toBe(401);

    const login = await postStaff(t.app, '/auth/login', { loginToken: loginToken('owner@blitz.example.test', 'owner password') });
    expect(login.statusCode).toBe(200);
    const wrong = await postStaff(t.app, '/auth/login', { loginToken: loginToken('owner@blitz.example.test', 'nope') });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Auth failed' });

    // The command line's change has no actor; the setup is the owner's own.
    const [create] = await auditRows('staff.create');
    expect(create).toMatchObject({ staff_id: null, before: null, after: { email: 'owner@blitz.example.test', role: 'owner' } });
    const [setPassword] = await auditRows('staff.set-password');
    expect(setPassword).toMatchObject({ staff_id: owner.id, before: { setUp: false }, after: { setUp: true } });
  });

  it('a staff token is a staff token only: no token 401, a shopper token 403, and the staff token opens no shopper call', async () => {
    expect((await postStaff(t.app, '/auth/me', {}, owner.token)).json()).toMatchObject({ email: owner.email, role: 'owner' });
    expect((await postStaff(t.app, '/auth/me')).statusCode).toBe(401);
    expect((await postStaff(t.app, '/auth/me', {}, 'not.a.jwt')).statusCode).toBe(401);
    const shopper = await signUpUser(t.app, 'shopper@example.co.za', 'Shopper1');
    for (const path of ['/auth/me', '/staff/list', '/audit/list', '/staff/create']) {
      expect((await postStaff(t.app, path, {}, shopper.refreshToken)).statusCode).toBe(403);
      // A shopper's token in the body, as the shop sends it, is no staff session either.
      expect((await postStaff(t.app, path, { refreshToken: shopper.refreshToken })).statusCode).toBe(401);
    }
    expect((await postApi(t.app, '/profile/view', { refreshToken: owner.token })).statusCode).toBe(403);
  });

  it('owners manage staff; other roles get 403; duplicates 409; bad bodies 400 only once authorised', async () => {
    const created = await postStaff(t.app, '/staff/create', { email: 'Op@blitz.example.test', role: 'operator' }, owner.token);
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ email: 'op@blitz.example.test', role: 'operator', active: false, setUp: false });
    const mail = await smtp.next('op@blitz.example.test');
    expect(linkIn(mail, ADMIN_URL).pathname).toMatch(/^\/staff\/setup\//);
    expect((await postStaff(t.app, '/staff/create', { email: 'op@blitz.example.test', role: 'support' }, owner.token)).statusCode).toBe(
      409,
    );
    expect((await postStaff(t.app, '/staff/create', { email: 'x@blitz.example.test', role: 'king' }, owner.token)).statusCode).toBe(400);
    expect((await postStaff(t.app, '/staff/create', { email: 'x@blitz.example.test', role: 'king' })).statusCode).toBe(401);

    const [audit] = await auditRows('staff.create').then((rows) => rows.filter((row) => row.staff_id === owner.id));
    expect(audit).toMatchObject({ before: null, after: { email: 'op@blitz.example.test', role: 'operator' } });

    const support = await createStaff(t.app, 'support@blitz.example.test', 'support');
    const operator = await createStaff(t.app, 'operator@blitz.example.test', 'operator');
    for (const who of [support, operator]) {
      expect((await postStaff(t.app, '/auth/me', {}, who.token)).statusCode).toBe(200);
      expect((await postStaff(t.app, '/staff/list', {}, who.token)).statusCode).toBe(403);
      expect((await postStaff(t.app, '/audit/list', {}, who.token)).statusCode).toBe(403);
      expect((await postStaff(t.app, '/staff/create', { email: 'y@blitz.example.test', role: 'owner' }, who.token)).statusCode).toBe(403);
    }
    const list = await postStaff(t.app, '/staff/list', {}, owner.token);
    expect((list.json() as { email: string }[]).map((s) => s.email)).toEqual([
      'op@blitz.example.test',
      'operator@blitz.example.test',
      'owner@blitz.example.test',
      'support@blitz.example.test',
    ]);
  });

  it('disabling an account or changing its role ends its sessions; the last owner stays an owner', async () => {
    const support = await createStaff(t.app, 'leaver@blitz.example.test', 'support');
    const disabled = await postStaff(t.app, '/staff/update', { id: support.id, active: false, role: null }, owner.token);
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({ active: false, role: 'support' });
    expect((await postStaff(t.app, '/auth/me', {}, support.token)).statusCode).toBe(401);
    expect((await postStaff(t.app, '/auth/login', { loginToken: loginToken(support.email, 'staff password') })).statusCode).toBe(401);
    const [row] = (await auditRows('staff.update')).filter((r) => r.target_id === String(support.id));
    expect(row).toMatchObject({ staff_id: owner.id, before: { active: true }, after: { active: false } });

    const alone = await postStaff(t.app, '/staff/update', { id: owner.id, role: 'support' }, owner.token);
    expect(alone.statusCode).toBe(422);
    expect((await postStaff(t.app, '/staff/update', { id: 99999, active: true }, owner.token)).statusCode).toBe(404);
  });

  it('owners read and filter the audit log; it refuses to be changed', async () => {
    const all = await postStaff(t.app, '/audit/list', {}, owner.token);
    expect(all.statusCode).toBe(200);
    const page = all.json() as { total: number; entries: { action: string; staffEmail: string | null }[] };
    expect(page.total).toBeGreaterThanOrEqual(6);
    const mine = await postStaff(t.app, '/audit/list', { staffId: owner.id, action: 'staff.update', pageSize: 10 }, owner.token);
    const entries = (mine.json() as typeof page).entries;
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((e) => e.action === 'staff.update' && e.staffEmail === owner.email)).toBe(true);
    const future = await postStaff(t.app, '/audit/list', { from: '2999-01-01T00:00:00Z' }, owner.token);
    expect(future.json()).toEqual({ entries: [], total: 0 });
    expect((await postStaff(t.app, '/audit/list', { from: 'yesterday' }, owner.token)).statusCode).toBe(400);

    await expect(t.app.db.execute(sql`update staff_audit set action = 'forged'`)).rejects.toThrow();
    await expect(t.app.db.execute(sql`delete from staff_audit`)).rejects.toThrow();
    expect((await auditRows('forged')).length).toBe(0);
  });
});
