// Winner photos (SPEC.md section 7): the picked image is uploaded as a WebP full image and thumb
// (lib/image-upload), and /image/save keeps them on the won item. /winnings/removeImage takes the photo away (202).
// Failures carry the error texts of SPEC.md section 8.
import type { ErrorCode } from '@blitz/contract';
import { callApi } from '../../../lib/api-client';
import { uploadPicture } from '../../../lib/image-upload';

export const FULL_PX = 1600;
export const THUMB_PX = 400;

export type PhotoOutcome = { ok: true } | { ok: false; code: ErrorCode };

export async function uploadWinnerPhoto(auctionID: number, file: File): Promise<PhotoOutcome> {
  const uploaded = await uploadPicture(file, 'winner', { full: FULL_PX, thumb: THUMB_PX });
  if (!uploaded.ok) return uploaded;
  const { full, thumb } = uploaded.keys;
  if (!thumb) return { ok: false, code: 'SIGNED_URL_FAILED' };

  const saved = await callApi('/image/save', {
    auctionID,
    fullOrThumb: { full, thumb },
    category: 'winner',
  });
  if (saved.kind === 'data') return { ok: true };
  if (saved.kind === 'error' && saved.status === 422 && saved.serverMessage) {
    return { ok: false, code: saved.serverMessage === 'Failed to upload image to S3' ? 'UPLOAD_FAILED' : 'FILE_TYPE_UNKNOWN' };
  }
  return { ok: false, code: saved.kind === 'error' ? saved.messageCode : 'GENERIC_ERROR' };
}

export async function removeWinnerPhoto(auctionID: number): Promise<PhotoOutcome> {
  const result = await callApi('/winnings/removeImage', { auctionID, category: 'winner' });
  if (result.kind === 'empty') return { ok: true };
  return { ok: false, code: result.kind === 'error' ? result.messageCode : 'GENERIC_ERROR' };
}
