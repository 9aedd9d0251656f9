/**
 * Upload targets (SPEC.md section 7 /image/upload, and the staff console's catalogue upload): signed
 * keys under the uploader's own `incoming/` folder, each recorded with its owner and section, and
 * the release of stored pictures by what the database says about them (uploads-repository.ts).
 */
import { randomBytes } from 'node:crypto';
import type { FullOrThumb, ImageVariant, SignedUpload } from '@blitz/contract';
import type { Database } from '../../db/client';
import type { UploadSection } from '../../db/tables/values';
import { STALE_UPLOAD_MS, type ObjectStorage } from './storage-port';
import { recordSignedUploads, releaseSavedPictures, type UploadOwner } from './uploads-repository';

const EXTENSIONS: Record<string, string> = {
  png: 'png',
  jpg: 'jpg',
  jpeg: 'jpg',
  webp: 'webp',
  svg: 'svg',
  gif: 'gif',
  tiff: 'tiff',
  tif: 'tiff',
};
const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  gif: 'image/gif',
  tiff: 'image/tiff',
};

/** Each uploader's own folder: a shopper's id, or `staff-{id}` for the staff console. */
const incomingPrefix = (owner: UploadOwner) => `incoming/${'userId' in owner ? owner.userId : `staff-${owner.staffId}`}/`;

/** The extension a file name declares, when it is one the shop accepts. */
export function uploadExtension(fileName: string): string | null {
  const match = /\.([a-z0-9]+)$/i.exec(fileName.trim());
  return match ? (EXTENSIONS[match[1]!.toLowerCase()] ?? null) : null;
}

/** Signed upload targets (full and thumb) under the uploader's own `incoming/` folder, recorded for `section`. */
export async function signImageUploads(
  db: Database,
  storage: ObjectStorage,
  owner: UploadOwner,
  section: UploadSection,
  names: FullOrThumb,
): Promise<SignedUpload[] | 'bad-type'> {
  const variants: [ImageVariant, string | null][] = [
    ['full', uploadExtension(names.full)],
    ['thumb', uploadExtension(names.thumb)],
  ];
  if (variants.some(([, ext]) => ext === null)) return 'bad-type';
  const batch = randomBytes(9)
    .toString('base64url')
    .replace(/[^a-z0-9]/gi, 'x')
    .toLowerCase();
  const targets = variants.map(([fileType, ext]) => ({ fileType, ext: ext!, key: `${incomingPrefix(owner)}${batch}-${fileType}.${ext}` }));
  await recordSignedUploads(
    db,
    owner,
    section,
    targets.map((target) => target.key),
    STALE_UPLOAD_MS,
  );
  return Promise.all(
    targets.map(async ({ fileType, ext, key }) => ({
      fileType,
      s3: { signedURL: await storage.signUpload(key, CONTENT_TYPES[ext]!), key },
    })),
  );
}

/**
 * Deletes the files of `urls` that the database records as this owner's pictures of `section` and
 * that nothing shows any more; a client-given address of anyone else's file deletes nothing.
 */
export async function releasePictures(
  db: Database,
  storage: ObjectStorage,
  owner: UploadOwner,
  section: UploadSection,
  urls: (string | null)[],
): Promise<void> {
  const keys = await releaseSavedPictures(
    db,
    owner,
    section,
    urls.filter((url): url is string => !!url),
  );
  for (const key of keys) await storage.remove(key);
}
