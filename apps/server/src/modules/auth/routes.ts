/**
 * Account calls (SPEC.md section 7, Auth): thin mapping of the service's outcomes to the status
 * codes of section 8, with the rate limits of the sign-in and email-sending calls.
 */
import { ERROR_MESSAGES, isValidEmail, signupFieldsSchema } from '@blitz/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { accepted, noContent, ok, withStatus, type CallResult } from '../../http/call-result';
import { registerCall } from '../../http/register-call';
import { getSession } from '../../http/session';
import {
  exchangeMagicLink,
  logIn,
  refreshSession,
  resetPassword,
  sendMagicLink,
  sendResetLink,
  sendSetupLink,
  signUp,
  type AuthDeps,
} from './service';

const duplicate = (field: 'email' | 'nickname') => withStatus(209, { message: field });

/** SPEC.md section 8: sign-up answers 202 when a required field is missing or blank. */
function signupMissingFields(raw: unknown): CallResult<never> | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const body = raw as Record<string, unknown>;
  const missing = Object.keys(signupFieldsSchema.shape).some((key) => {
    const value = body[key];
    return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  });
  return missing ? accepted() : undefined;
}

export async function authRoutes(app: FastifyInstance): Promise<void> {
  // What the account rules use (the database and mail plugins are registered before the routes).
  const deps: AuthDeps = { db: app.db, jwtSecret: app.config.jwtSecret, mailer: app.mailer };
  registerCall(app, '/auth/register', async ({ body, request }) => {
    await app.limitRate(request, 'register');
    const result = await sendSetupLink(deps, body.email, body.lanIso, body);
    if (result.kind === 'invalid') throw AppError.badRequest();
    if (result.kind === 'duplicate') return duplicate('email');
    return result.delivery === 'failed'
      ? ok({ rStatus: 'error', message: ERROR_MESSAGES.GENERIC_ERROR })
      : ok({ rStatus: 'success', message: ERROR_MESSAGES.SIGNUP_SUCCESS });
  });

  registerCall(app, '/auth/email', async ({ body, request }) => {
    await app.limitRate(request, 'register');
    const result = await sendSetupLink(deps, body.email, body.lanIso, body);
    if (result.kind === 'invalid') throw AppError.badRequest();
    if (result.kind === 'duplicate') return duplicate('email');
    return accepted();
  });

  registerCall(
    app,
    '/auth/signup',
    async ({ body }) => {
      if (!isValidEmail(body.email)) throw AppError.badRequest();
      const result = await signUp(deps, body, body.referrerToken);
      if (result.kind === 'duplicate') return duplicate(result.field);
      if (result.kind === 'bad-token') throw AppError.unauthorized();
      if (result.kind === 'invalid') throw AppError.badRequest();
      return ok({ refreshToken: result.refreshToken });
    },
    { invalidBody: signupMissingFields },
  );

  registerCall(app, '/auth/login', async ({ body, request }) => {
    await app.limitRate(request, 'login');
    const result = await logIn(deps, body.loginToken);
    if (result.kind === 'unknown-email') return noContent();
    if (result.kind === 'wrong-password') throw AppError.unauthorized();
    if (result.kind === 'banned') throw AppError.forbidden();
    return ok({ refreshToken: result.refreshToken });
  });

  registerCall(app, '/auth/forgot', async ({ body, request }) => {
    await app.limitRate(request, 'forgot');
    const result = await sendResetLink(deps, body.email, body.lanIso);
    return result.kind === 'sent' ? accepted() : noContent();
  });

  registerCall(app, '/auth/reset', async ({ body }) => {
    const result = await resetPassword(deps, body.email, body.password, body.emailToken);
    if (result.kind === 'unknown-email') return noContent();
    if (result.kind === 'bad-token') throw AppError.unauthorized();
    return ok({ refreshToken: result.refreshToken });
  });

  registerCall(app, '/auth/magiclink', async ({ body, request }) => {
    await app.limitRate(request, 'magic-link');
    const result = await sendMagicLink(deps, body.email, body.lanIso);
    return result.kind === 'sent' ? accepted() : noContent();
  });

  registerCall(app, '/auth/magic', async ({ body }) => {
    const result = await exchangeMagicLink(deps, body.token);
    if (result.kind === 'wrong-kind') throw AppError.forbidden();
    if (result.kind === 'invalid') throw AppError.unauthorized();
    return ok({ refreshToken: result.refreshToken });
  });

  registerCall(app, '/auth/refresh', async ({ request }) => ok({ refreshToken: await refreshSession(deps, getSession(request)) }));
}
