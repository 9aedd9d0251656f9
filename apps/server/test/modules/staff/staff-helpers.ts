/** Test helpers for the staff console: signed-in staff accounts of any role and staff calls with their bearer token. */
import type { StaffRole } from '@blitz/contract';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect } from 'vitest';
import { issueEmailToken } from '../../../src/modules/auth/tokens';
import { staffDeps } from '../../../src/modules/staff/routes';
import { createStaffAccount } from '../../../src/modules/staff/service';
import type { TestApp } from '../../helpers/build-test-app';
import { readLater } from '../../helpers/use-shared';
import { digest } from '../auth/account-helpers';

export interface TestStaff {
  id: number;
  email: string;
  role: StaffRole;
  token: string;
}

/** POST /api/staff{path} with the staff token as bearer (none when token is null). */
export function postStaff(app: FastifyInstance, path: string, body: unknown = {}, token: string | null = null) {
  return app.inject({
    method: 'POST',
    url: `/api/staff${path}`,
    payload: body as Record<string, unknown>,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** Creates an account as the command line does and sets its password through /auth/setup. */
export async function createStaff(app: FastifyInstance, email: string, role: StaffRole, password = 'staff password'): Promise<TestStaff> {
  const created = await createStaffAccount(staffDeps(app), null, email, role);
  if (created.kind !== 'created') throw new Error(`staff ${email} exists`);
  const emailToken = await issueEmailToken(app.db, 'staff-setup', created.staff.email, null, new Date());
  const response = await postStaff(app, '/auth/setup', { email, emailToken, password: digest(password) });
  expect(response.statusCode).toBe(200);
  const { staffToken } = response.json() as { staffToken: string };
  return { id: created.staff.id, email: created.staff.email, role, token: staffToken };
}

/**
 * Signed-in staff accounts of these roles ({role}@blitz.example.test), made in this order in the
 * describe block's beforeAll (register it after the app's); read them inside tests and hooks.
 */
export function useStaffAccounts<R extends StaffRole>(t: TestApp, roles: readonly R[]): Record<R, TestStaff> {
  const made: Partial<Record<R, TestStaff>> = {};
  beforeAll(async () => {
    for (const role of roles) made[role] = await createStaff(t.app, `${role}@blitz.example.test`, role);
  });
  return Object.fromEntries(roles.map((role) => [role, readLater(() => made[role])])) as Record<R, TestStaff>;
}
