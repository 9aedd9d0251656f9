/**
 * Profile pictures: the caller's own signed upload of section `profile` (uploads-repository.ts) is
 * read back, re-encoded like winner photos (a clean WebP, here at most PROFILE_PICTURE_MAX_PX),
 * stored under `profiles/` and recorded as the caller's; the upload itself is removed either way.
 */
import { randomBytes } from 'node:crypto';
import { PROFILE_PICTURE_MAX_PX } from '@blitz/contract';
import type { Database } from '../../db/client';
import type { ObjectStorage } from './storage-port';
import { reencodeImage } from './reencode';
import { isSignedUploadOf, recordSavedPictures } from './uploads-repository';

export type PictureOutcome = { ok: true; url: string } | { ok: false; reason: 'bad-key' | 'missing' | 'not-image' };

export async function storeProfilePicture(db: Database, storage: ObjectStorage, userId: number, key: string): Promise<PictureOutcome> {
  if (!(await isSignedUploadOf(db, { userId }, 'profile', key))) return { ok: false, reason: 'bad-key' };
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
  const url = storage.publicUrl(name);
  await recordSavedPictures(db, { userId }, 'profile', [{ key: name, url }]);
  return { ok: true, url };
}
