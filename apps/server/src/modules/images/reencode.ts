/**
 * What an uploaded image really is, and its re-encoding: sharp reads the bytes (never the name or
 * the declared type), accepts only the formats of IMAGE_UPLOAD_TYPES, and writes a fresh WebP
 * (orientation applied, no metadata kept, bounded in size) so nothing of the upload survives but
 * its pixels.
 */
import { IMAGE_UPLOAD_TYPES } from '@blitz/contract';
import sharp from 'sharp';

/** sharp's names for the formats the shop accepts (IMAGE_UPLOAD_TYPES; sharp calls jpg jpeg). */
const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(IMAGE_UPLOAD_TYPES.map((type) => (type === 'jpg' ? 'jpeg' : type)));
export const FULL_MAX_PX = 1600;
export const THUMB_MAX_PX = 400;
const MAX_INPUT_PIXELS = 40_000_000;

export async function imageFormatOf(bytes: Buffer): Promise<string | null> {
  try {
    const { format, width, height } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    return format && ACCEPTED_FORMATS.has(format) && width && height ? format : null;
  } catch {
    return null;
  }
}

/** A clean WebP no larger than `maxPx` on its longer side; null when the bytes are not an accepted image. */
export async function reencodeImage(bytes: Buffer, maxPx: number): Promise<Buffer | null> {
  if (!(await imageFormatOf(bytes))) return null;
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize({ width: maxPx, height: maxPx, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    return null;
  }
}
