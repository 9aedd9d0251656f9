/**
 * Image calls (SPEC.md section 7 and the error texts of section 8): `/image/upload` signs the
 * upload targets (recorded as the caller's, for the section asked), `/image/save` keeps a winner photo on the won item and answers it in the
 * order-history shape, `/winnings/removeImage` takes it away (202).
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { accepted, ok } from '../../http/call-result';
import { registerCall } from '../../http/register-call';
import { getSession } from '../../http/session';
import { createOrderHistory } from '../orders';
import { signImageUploads } from './upload-targets';
import { removeWinnerPhoto, saveWinnerPhoto } from './winner-photos';

export async function imageRoutes(app: FastifyInstance): Promise<void> {
  const history = createOrderHistory(app.db, app.clock);

  registerCall(app, '/image/upload', async ({ body, request }) => {
    const { userId } = getSession(request);
    // Winner photos are then saved with /image/save, profile pictures with /profile/update.
    let uploads: Awaited<ReturnType<typeof signImageUploads>>;
    try {
      uploads = await signImageUploads(app.db, app.storage, { userId }, body.section, body.fullOrThumb);
    } catch (error) {
      request.log.error({ err: error }, 'signing an upload failed');
      throw new AppError('SIGNED_URL_FAILED');
    }
    if (uploads === 'bad-type') throw new AppError('FILE_TYPE_UNKNOWN');
    return ok(uploads);
  });

  registerCall(app, '/image/save', async ({ body, request }) => {
    const { userId } = getSession(request);
    const outcome = await saveWinnerPhoto(app.db, app.storage, userId, body.auctionID, body.fullOrThumb);
    if (!outcome.ok) {
      if (outcome.reason === 'not-winner') throw AppError.notFound();
      if (outcome.reason === 'not-image') throw new AppError('FILE_TYPE_UNKNOWN');
      if (outcome.reason === 'missing') throw new AppError('UPLOAD_FAILED');
      throw AppError.forbidden();
    }
    const item = await history.item(userId, outcome.itemId);
    return ok(item ? [item] : []);
  });

  registerCall(app, '/winnings/removeImage', async ({ body, request }) => {
    if (!(await removeWinnerPhoto(app.db, app.storage, getSession(request).userId, body.auctionID))) throw AppError.notFound();
    return accepted();
  });
}
