/**
 * The session of an API call: registerCall resolves the body's `refreshToken` into
 * `request.session` and enforces the call's `auth` of the contract: 'required' without a valid
 * token answers 401 'Auth failed'; a genuine token where it does not belong (a session on a
 * sign-in call, a magic-link JWT as refresh token) answers 403; 'optional' calls treat a bad or
 * stale token as a visitor, so an old token in a browser never breaks browsing.
 */
import type { ApiAuth } from '@blitz/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Session, SessionCheck } from '../modules/auth';
import { AppError } from './app-error';

/** Checks a refresh token: the session it opens, or why it opens none (app.ts gives the auth module's check). */
export type SessionTokenCheck = (token: string) => Promise<SessionCheck>;

declare module 'fastify' {
  interface FastifyInstance {
    checkSessionToken: SessionTokenCheck;
  }
  interface FastifyRequest {
    /** The signed-in user of this call, or null for a visitor. */
    session: Session | null;
  }
}

/** Declares `request.session` (null until registerCall resolves it with `check`). */
export function installSessions(app: FastifyInstance, check: SessionTokenCheck): void {
  app.decorate('checkSessionToken', check);
  app.decorateRequest('session', null);
}

export async function resolveSession(request: FastifyRequest, auth: ApiAuth, refreshToken: string | undefined): Promise<void> {
  request.session = null;
  if (!refreshToken) {
    if (auth === 'required') throw AppError.unauthorized();
    return;
  }
  const check = await request.server.checkSessionToken(refreshToken);
  if (auth === 'none') {
    if (check.ok) throw AppError.forbidden();
    return;
  }
  if (check.ok) {
    request.session = check.session;
    return;
  }
  if (auth === 'required') throw check.reason === 'wrong-kind' ? AppError.forbidden() : AppError.unauthorized();
}

/** The signed-in user of a call whose auth is 'required' (registerCall has already checked it). */
export function getSession(request: FastifyRequest): Session {
  if (!request.session) throw AppError.unauthorized();
  return request.session;
}
