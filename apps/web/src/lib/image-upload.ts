// Pictures the shopper uploads (winner photos, the profile picture; SPEC.md section 7): the picked
// file is resized in the browser to WebP (SVG and TIFF, which browsers cannot decode, go as they are), /image/upload signs the targets, and each image is PUT
// there (200 expected). The server re-encodes what arrives before anyone sees it.
import type { ErrorCode, ImageSection } from '@blitz/contract';
import { callApi } from './api-client';

export type UploadOutcome = { ok: true; keys: { full: string; thumb: string | null } } | { ok: false; code: ErrorCode };

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

/**
 * Kinds SPEC.md section 5 allows that browsers cannot decode into a bitmap: SVG and TIFF. They are
 * sent as they are, once as the picture and once as its thumbnail, and the server converts them.
 */
const SENT_AS_IS: Record<string, { mime: string; extension: string }> = {
  svg: { mime: 'image/svg+xml', extension: 'svg' },
  tif: { mime: 'image/tiff', extension: 'tiff' },
  tiff: { mime: 'image/tiff', extension: 'tiff' },
};

function sentAsIs(file: File): { mime: string; extension: string } | null {
  const byType = Object.values(SENT_AS_IS).find((kind) => kind.mime === file.type);
  const byName = SENT_AS_IS[/\.([a-z]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? ''];
  return byType ?? byName ?? null;
}

interface Encoded {
  full: Blob;
  thumb: Blob | null;
  extension: (blob: Blob) => string;
}

/** The picture (and its thumbnail) to upload, or null when the file cannot be read as a picture. */
async function encode(file: File, sizes: { full: number; thumb?: number }): Promise<Encoded | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const [full, thumb] = await Promise.all([resized(bitmap, sizes.full), sizes.thumb ? resized(bitmap, sizes.thumb) : null]);
    bitmap.close();
    return full && (!sizes.thumb || thumb) ? { full, thumb, extension: extensionOf } : null;
  } catch {
    const kind = sentAsIs(file);
    if (!kind) return null;
    const blob = new Blob([file], { type: kind.mime });
    return { full: blob, thumb: sizes.thumb ? blob : null, extension: () => kind.extension };
  }
}

async function put(url: string, blob: Blob): Promise<boolean> {
  try {
    const response = await fetch(url, { method: 'PUT', body: blob, headers: { 'Content-Type': blob.type } });
    return response.status === 200;
  } catch {
    return false;
  }
}

/**
 * Resizes `file` to at most `sizes.full` pixels (and `sizes.thumb`, when given) and uploads the
 * result; the keys are what /image/save or /profile/update then take.
 */
export async function uploadPicture(file: File, section: ImageSection, sizes: { full: number; thumb?: number }): Promise<UploadOutcome> {
  const encoded = await encode(file, sizes);
  if (!encoded) return { ok: false, code: 'FILE_TYPE_UNKNOWN' };
  const { full, thumb, extension } = encoded;

  // The call always signs a full and a thumb target; a picture without a thumb leaves that one unused.
  const signed = await callApi('/image/upload', {
    fullOrThumb: { full: `${section}.${extension(full)}`, thumb: `${section}-thumb.${extension(thumb ?? full)}` },
    section,
  });
  if (signed.kind !== 'data')
    return { ok: false, code: signed.kind === 'error' && signed.status === 422 ? 'FILE_TYPE_UNKNOWN' : 'SIGNED_URL_FAILED' };
  const fullTarget = signed.data.find((entry) => entry.fileType === 'full');
  const thumbTarget = signed.data.find((entry) => entry.fileType === 'thumb');
  if (!fullTarget || (thumb && !thumbTarget)) return { ok: false, code: 'SIGNED_URL_FAILED' };

  if (!(await put(fullTarget.s3.signedURL, full))) return { ok: false, code: 'UPLOAD_FAILED' };
  if (thumb && thumbTarget && !(await put(thumbTarget.s3.signedURL, thumb))) return { ok: false, code: 'UPLOAD_FAILED' };
  return { ok: true, keys: { full: fullTarget.s3.key, thumb: thumb && thumbTarget ? thumbTarget.s3.key : null } };
}
