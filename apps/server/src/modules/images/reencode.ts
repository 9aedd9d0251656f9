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

/** A picture's exact size in pixels. */
export interface PixelBox {
  width: number;
  height: number;
}

/**
 * A clean WebP; null when the bytes are not an accepted image. With a number, no larger than that
 * on its longer side (never enlarged); with a box, cut to it exactly: scaled to cover it and
 * cropped about the centre (a thumbnail made for a frame of that shape, such as a winner photo's tile).
 */
export async function reencodeImage(bytes: Buffer, size: number | PixelBox): Promise<Buffer | null> {
  if (!(await imageFormatOf(bytes))) return null;
  const resize =
    typeof size === 'number'
      ? ({ width: size, height: size, fit: 'inside', withoutEnlargement: true } as const)
      : ({ width: size.width, height: size.height, fit: 'cover', position: 'centre' } as const);
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(resize)
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    return null;
  }
}
