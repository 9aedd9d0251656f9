/** Profile calls (SPEC.md section 7, Profile): all need a session; thin mapping to status codes. */
import { ERROR_MESSAGES } from '@blitz/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { noContent, ok, withStatus } from '../../http/call-result';
import { registerCall } from '../../http/register-call';
import { getSession } from '../../http/session';
import { assistantUserData, changeProfile, PROFILE_ICON_TTL_MS, profileImage, viewProfile, type ProfileDeps } from './service';

export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const deps: ProfileDeps = { db: app.db, storage: app.storage, realtime: app.realtime, jwtSecret: app.config.jwtSecret, clock: app.clock };
  registerCall(app, '/profile/view', async ({ request }) => {
    const profile = await viewProfile(app.db, getSession(request));
    return profile ? ok(profile) : noContent();
  });

  registerCall(app, '/profile/update', async ({ body, request }) => {
    const result = await changeProfile(deps, getSession(request), body);
    if (result.kind === 'invalid') throw AppError.badRequest();
    if (result.kind === 'bad-image') throw new AppError(result.reason === 'missing' ? 'UPLOAD_FAILED' : 'FILE_TYPE_UNKNOWN');
    if (result.kind === 'nickname-taken') return withStatus(209, { message: ERROR_MESSAGES.USERNAME_EXISTS });
    return ok({ refreshToken: result.refreshToken });
  });

  registerCall(app, '/profile/icon', async ({ request }) =>
    ok({ profileImage: await profileImage(app.db, getSession(request)), expires: app.clock.now().getTime() + PROFILE_ICON_TTL_MS }),
  );

  registerCall(app, '/profile/image', async ({ request }) => {
    const image = await profileImage(app.db, getSession(request));
    return ok(image ? { profileImage: image } : { message: ERROR_MESSAGES.PROFILE_IMAGE_EMPTY });
  });

  registerCall(app, '/profile/chat/details', async ({ request }) =>
    ok(await assistantUserData(app.db, getSession(request), app.clock.now())),
  );
}
