/**
 * Account calls (SPEC.md section 7, Auth): thin mapping of the service's outcomes to the status
 * codes of section 8, with the rate limits of the sign-in and email-sending calls.
 */
import { ERROR_MESSAGES, isValidEmail, signupFieldsSchema } from '@blitz/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { accepted, ok, withStatus, type CallResult } from '../../http/call-result';
import { registerCall } from '../../http/register-call';
import { getSession } from '../../http/session';
import {
  exchangeMagicLink,
  logIn,
  logOut,
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
  const deps: AuthDeps = { db: app.db, jwtSecret: app.config.jwtSecret, mailer: app.mailer, clock: app.clock };
  const inBackground = (work: Promise<unknown>, what: string) =>
    void work.catch((error: unknown) => app.log.error({ err: error }, `${what} not sent`));
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
    async ({ body, request }) => {
      await app.limitRate(request, 'signup');
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
    // A wrong password and an unknown email get the same answer (SPEC.md: 'Email or password is incorrect').
    if (result.kind === 'refused') throw AppError.unauthorized();
    if (result.kind === 'banned') throw AppError.forbidden();
    return ok({ refreshToken: result.refreshToken });
  });

  // Forgot and magic link answer 202 at once whether or not the email has an account; the mail (if
  // any) goes out after the answer, so neither the status nor the time tells. Over the per-account
  // limit nothing is mailed, without a 429 that would say more.
  registerCall(app, '/auth/forgot', async ({ body, request }) => {
    if (await app.limitRate(request, 'forgot')) inBackground(sendResetLink(deps, body.email, body.lanIso), 'reset link');
    return accepted();
  });

  registerCall(app, '/auth/reset', async ({ body }) => {
    const result = await resetPassword(deps, body.email, body.password, body.emailToken);
    if (result.kind === 'bad-token') throw AppError.unauthorized();
    // Every connection still signed in with a session from before the new password closes.
    app.realtime.endSessions(result.userId);
    return ok({ refreshToken: result.refreshToken });
  });

  registerCall(app, '/auth/magiclink', async ({ body, request }) => {
    if (await app.limitRate(request, 'magic-link')) inBackground(sendMagicLink(deps, body.email, body.lanIso), 'magic link');
    return accepted();
  });

  registerCall(app, '/auth/magic', async ({ body }) => {
    const result = await exchangeMagicLink(deps, body.token);
    if (result.kind === 'wrong-kind') throw AppError.forbidden();
    if (result.kind === 'invalid') throw AppError.unauthorized();
    return ok({ refreshToken: result.refreshToken });
  });

  registerCall(app, '/auth/logout', async ({ request }) => {
    const session = getSession(request);
    await logOut(deps, session);
    app.realtime.endSessions(session.userId);
    return accepted();
  });

  registerCall(app, '/auth/refresh', async ({ request }) => ok({ refreshToken: await refreshSession(deps, getSession(request)) }));
}
