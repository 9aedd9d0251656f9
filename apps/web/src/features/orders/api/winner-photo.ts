// Winner photos (SPEC.md section 7): the picked image is resized in the browser to a WebP full
// image and thumb, /image/upload gives signed targets, each is PUT there (200 expected), and
// /image/save keeps them on the won item. /winnings/removeImage takes the photo away (202).
// Failures carry the error texts of SPEC.md section 8.
import type { ErrorCode } from '@blitz/contract';
import { callApi } from '../../../lib/api-client';

export const FULL_PX = 1600;
export const THUMB_PX = 400;

export type PhotoOutcome = { ok: true } | { ok: false; code: ErrorCode };

async function resized(bitmap: ImageBitmap, maxPx: number): Promise<Blob | null> {
  const scale = Math.min(1, maxPx / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/webp', 0.85));
}

/** `webp`, or what the browser encoded instead when it cannot write WebP. */
const extensionOf = (blob: Blob) => (blob.type === 'image/webp' ? 'webp' : blob.type === 'image/jpeg' ? 'jpg' : 'png');

export async function uploadWinnerPhoto(auctionID: number, file: File): Promise<PhotoOutcome> {
  let full: Blob | null;
  let thumb: Blob | null;
  try {
    const bitmap = await createImageBitmap(file);
    [full, thumb] = await Promise.all([resized(bitmap, FULL_PX), resized(bitmap, THUMB_PX)]);
    bitmap.close();
  } catch {
    return { ok: false, code: 'FILE_TYPE_UNKNOWN' };
  }
  if (!full || !thumb) return { ok: false, code: 'FILE_TYPE_UNKNOWN' };

  const signed = await callApi('/image/upload', {
    fullOrThumb: { full: `winner.${extensionOf(full)}`, thumb: `winner-thumb.${extensionOf(thumb)}` },
    section: 'winner',
  });
  if (signed.kind !== 'data') return { ok: false, code: signed.kind === 'error' && signed.status === 422 ? 'FILE_TYPE_UNKNOWN' : 'SIGNED_URL_FAILED' };
  const targets = { full: signed.data.find((entry) => entry.fileType === 'full'), thumb: signed.data.find((entry) => entry.fileType === 'thumb') };
  if (!targets.full || !targets.thumb) return { ok: false, code: 'SIGNED_URL_FAILED' };

  for (const [target, blob] of [[targets.full, full], [targets.thumb, thumb]] as const) {
    try {
      const response = await fetch(target.s3.signedURL, { method: 'PUT', body: blob, headers: { 'Content-Type': blob.type } });
      if (response.status !== 200) return { ok: false, code: 'UPLOAD_FAILED' };
    } catch {
      return { ok: false, code: 'UPLOAD_FAILED' };
    }
  }

  const saved = await callApi('/image/save', { auctionID, fullOrThumb: { full: targets.full.s3.key, thumb: targets.thumb.s3.key }, category: 'winner' });
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
