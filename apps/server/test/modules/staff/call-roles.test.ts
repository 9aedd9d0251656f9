// Every staff call and every role: no token gets 401, a shopper's token 403, and each staff role
// gets 403 exactly on the calls whose section it may not open (STAFF_SECTION_ROLES), before the
// body is even looked at. A support user gets 403 on every auction edit.
import { STAFF_ROLES, staffCalls, staffRoleMayOpen, type StaffPath, type StaffRole } from '@blitz/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/use-test-app';
import { signUpUser, type TestUser } from '../auth/account-helpers';
import { createStaff, postStaff, type TestStaff } from './staff-helpers';

const guarded = (Object.keys(staffCalls) as StaffPath[]).filter((path) => staffCalls[path].section !== null);

describe('who may make each staff call', () => {
  const t = useTestApp({ seed: false });
  let shopper: TestUser;
  const staff = {} as Record<StaffRole, TestStaff>;
  beforeAll(async () => {
    shopper = await signUpUser(t.app, 'shopper@example.co.za', 'Shopper1');
    for (const role of STAFF_ROLES) staff[role] = await createStaff(t.app, `${role}@blitz.example.test`, role);
  });

  it('covers the calls of every section', () => {
    const sections = new Set(guarded.map((path) => staffCalls[path].section));
    for (const section of ['orders', 'users', 'reports', 'auctions', 'staff', 'audit']) expect(sections.has(section as never)).toBe(true);
  });

  it('no token: 401; a shopper token: 403, on every call', async () => {
    for (const path of guarded) {
      expect((await postStaff(t.app, path, {})).statusCode, path).toBe(401);
      expect((await postStaff(t.app, path, {}, shopper.refreshToken)).statusCode, path).toBe(403);
    }
  });

  it('each role gets 403 exactly where its section is closed to it', async () => {
    for (const role of STAFF_ROLES) {
      for (const path of guarded) {
        // An empty body: a role that may open the call gets past the check (to 400 or an answer).
        const status = (await postStaff(t.app, path, { id: 999_999 }, staff[role].token)).statusCode;
        const section = staffCalls[path].section!;
        if (staffRoleMayOpen(role, section)) expect([200, 202, 400, 404], `${role} ${path}`).toContain(status);
        else expect(status, `${role} ${path}`).toBe(403);
      }
    }
    for (const path of guarded.filter((p) => p.startsWith('/auctions/'))) {
      expect((await postStaff(t.app, path, { id: 1 }, staff.support.token)).statusCode).toBe(403);
    }
  });
});
