/**
 * registerStaffCall: the only way a staff console call is mounted. It serves
 * `POST /api/staff{path}`; checks the staff token of `Authorization: Bearer` (401 'Auth failed'
 * without a valid one, 403 'No Permission' for a genuine token that is not a staff token or a role
 * the call's section does not admit) before it looks at the body, so nobody without the right
 * role learns anything about a call; then parses the body with the contract's schema (400), runs
 * the handler and checks 200 data against the contract's response schema.
 */
import { STAFF_API_PREFIX, staffCalls, staffRoleMayOpen, type StaffParsedBody, type StaffPath, type StaffResponse } from '@blitz/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { StaffPrincipal, StaffTokenCheck } from '../modules/staff';
import { AppError } from './app-error';
import { sendResult, type CallResult } from './call-result';
import { callBody } from './call-body';

/** Checks a staff token: the staff member it names, or why none (app.ts gives the staff module's check). */
export type StaffTokenChecker = (token: string) => Promise<StaffTokenCheck>;

declare module 'fastify' {
  interface FastifyInstance {
    checkStaffToken: StaffTokenChecker;
  }
}

/** Gives the staff calls their token check (before any of them is registered). */
export function installStaffCalls(app: FastifyInstance, check: StaffTokenChecker): void {
  app.decorate('checkStaffToken', check);
}

export interface StaffCallContext<P extends StaffPath> {
  body: StaffParsedBody<P>;
  request: FastifyRequest;
  /** The signed-in staff member; for the sign-in calls (no section) it is null. */
  staff: StaffPrincipal | null;
}

export type StaffCallHandler<P extends StaffPath> = (context: StaffCallContext<P>) => Promise<CallResult<StaffResponse<P>>>;

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

async function authorise(app: FastifyInstance, request: FastifyRequest, path: StaffPath): Promise<StaffPrincipal | null> {
  const section = staffCalls[path].section;
  if (section === null) return null;
  const token = bearerToken(request);
  if (!token) throw AppError.unauthorized();
  const check = await app.checkStaffToken(token);
  if (!check.ok) throw check.reason === 'wrong-kind' ? AppError.forbidden() : AppError.unauthorized();
  if (!staffRoleMayOpen(check.staff.role, section)) throw AppError.forbidden();
  return check.staff;
}

/** The staff member of a call that has a section (authorise has already checked the token). */
export function requireStaff(context: { staff: StaffPrincipal | null }): StaffPrincipal {
  if (!context.staff) throw AppError.unauthorized();
  return context.staff;
}

export function registerStaffCall<P extends StaffPath>(app: FastifyInstance, path: P, handler: StaffCallHandler<P>): void {
  const definition = staffCalls[path];
  app.post(`${STAFF_API_PREFIX}${path}`, async (request, reply) => {
    const staff = await authorise(app, request, path);
    const raw = callBody(request.body);
    const parsed = definition.body.safeParse(raw);
    if (!parsed.success) throw AppError.badRequest();
    const result = await handler({ body: parsed.data as StaffParsedBody<P>, request, staff });
    if (result.status === 200 && 'data' in result && definition.response) {
      const checked = definition.response.safeParse(result.data);
      if (!checked.success) {
        throw new Error(`Response of ${STAFF_API_PREFIX}${path} breaks the contract: ${z.prettifyError(checked.error)}`);
      }
      return sendResult(reply, { status: 200, data: checked.data as StaffResponse<P> });
    }
    return sendResult(reply, result);
  });
}
