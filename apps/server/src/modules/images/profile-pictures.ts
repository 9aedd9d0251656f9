/**
 * Profile pictures: the image the user uploaded to a signed target (section `profile`) is read
 * back, re-encoded like winner photos (a clean WebP, here at most PROFILE_PICTURE_MAX_PX) and stored
 * under `profiles/`; the upload itself is removed either way.
 */
import { randomBytes } from 'node:crypto';
import { PROFILE_PICTURE_MAX_PX } from '@blitz/contract';
import type { ObjectStorage } from '../../plugins/storage';
import { reencodeImage } from './reencode';
import { isOwnUpload } from './winner-photos';

export type PictureOutcome = { ok: true; url: string } | { ok: false; reason: 'bad-key' | 'missing' | 'not-image' };

export async function storeProfilePicture(storage: ObjectStorage, userId: number, key: string): Promise<PictureOutcome> {
  if (!isOwnUpload(userId, key)) return { ok: false, reason: 'bad-key' };
  const bytes = await storage.readUpload(key);
  if (!bytes || bytes === 'too-large') {
    await storage.remove(key);
    return { ok: false, reason: 'missing' };
  }
  const clean = await reencodeImage(bytes, PROFILE_PICTURE_MAX_PX);
  await storage.remove(key);
  if (!clean) return { ok: false, reason: 'not-image' };
  const name = `profiles/${userId}-${randomBytes(8).toString('hex')}.webp`;
  await storage.write(name, clean, 'image/webp');
  return { ok: true, url: storage.publicUrl(name) };
}
