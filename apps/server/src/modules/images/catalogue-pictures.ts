/**
 * Catalogue pictures from the staff console (product pictures, department banners, category
 * thumbs): one signed target under the staff member's own `incoming/staff-{id}/` folder, recorded
 * as theirs (section `catalogue`), then that upload is read back, re-encoded like winner photos (a
 * clean WebP at FULL_MAX_PX and a thumbnail at THUMB_MAX_PX, both made from the one upload), stored
 * under `catalogue/` and recorded as the staff member's; the upload itself is removed either way.
 */
import { randomBytes } from 'node:crypto';
import { thumbnailOf, type CatalogueUpload } from '@blitz/contract';
import type { Database } from '../../db/client';
import type { ObjectStorage } from './storage-port';
import { FULL_MAX_PX, THUMB_MAX_PX, reencodeImage } from './reencode';
import { signImageUploads } from './upload-targets';
import { isSignedUploadOf, recordSavedPictures } from './uploads-repository';

export async function signCatalogueUpload(
  db: Database,
  storage: ObjectStorage,
  staffId: number,
  fileName: string,
): Promise<CatalogueUpload | 'bad-type'> {
  const uploads = await signImageUploads(db, storage, { staffId }, 'catalogue', { full: fileName, thumb: fileName });
  if (uploads === 'bad-type') return uploads;
  const full = uploads.find((upload) => upload.fileType === 'full')!;
  return { signedURL: full.s3.signedURL, key: full.s3.key };
}

export type CataloguePicture = { ok: true; full: string; thumb: string } | { ok: false; reason: 'bad-key' | 'missing' | 'not-image' };

export async function storeCataloguePicture(db: Database, storage: ObjectStorage, staffId: number, key: string): Promise<CataloguePicture> {
  if (!(await isSignedUploadOf(db, { staffId }, 'catalogue', key))) return { ok: false, reason: 'bad-key' };
  const bytes = await storage.read(key);
  if (!bytes) return { ok: false, reason: 'missing' };
  const [full, thumb] = await Promise.all([reencodeImage(bytes, FULL_MAX_PX), reencodeImage(bytes, THUMB_MAX_PX)]);
  await storage.remove(key);
  if (!full || !thumb) return { ok: false, reason: 'not-image' };
  const fullKey = `catalogue/${randomBytes(10).toString('hex')}.webp`;
  const thumbKey = thumbnailOf(fullKey)!;
  await storage.write(fullKey, full, 'image/webp');
  await storage.write(thumbKey, thumb, 'image/webp');
  const stored = { full: storage.publicUrl(fullKey), thumb: storage.publicUrl(thumbKey) };
  await recordSavedPictures(db, { staffId }, 'catalogue', [
    { key: fullKey, url: stored.full },
    { key: thumbKey, url: stored.thumb },
  ]);
  return { ok: true, ...stored };
}
