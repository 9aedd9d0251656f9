/**
 * Winner photos (SPEC.md section 7 'Images and winnings'): signed upload targets under the user's
 * own `incoming/` folder, then saving checks the uploads are real images, re-encodes the photo and
 * cuts its thumbnail from it, stores them under `winners/` and puts them on the user's won order
 * item; removing clears them. Only the winner of an auction (an order item of kind auction that is
 * not forfeited or cancelled) may.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { WINNER_PHOTO_THUMB_SIZE, thumbnailOf, type FullOrThumb, type ImageVariant, type SignedUpload } from '@blitz/contract';
import { queryRows, type Database } from '../../db/client';
import { lit, litList } from '../../db/literals';
import type { ObjectStorage } from '../../plugins/storage';
import { FULL_MAX_PX, imageFormatOf, reencodeImage } from './reencode';

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
const incomingPrefix = (owner: number | string) => `incoming/${owner}/`;

/** A key this uploader was handed by signImageUploads (never another's, never a path escape). */
export const isOwnUpload = (owner: number | string, key: string) => key.startsWith(incomingPrefix(owner)) && !key.includes('..');

/** The extension a file name declares, when it is one the shop accepts. */
export function uploadExtension(fileName: string): string | null {
  const match = /\.([a-z0-9]+)$/i.exec(fileName.trim());
  return match ? (EXTENSIONS[match[1]!.toLowerCase()] ?? null) : null;
}

/** Signed upload targets (full and thumb) under the user's own `incoming/` folder, for any image section. */
export async function signImageUploads(
  storage: ObjectStorage,
  owner: number | string,
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
  return Promise.all(
    variants.map(async ([fileType, ext]) => {
      const key = `${incomingPrefix(owner)}${batch}-${fileType}.${ext}`;
      return { fileType, s3: { signedURL: await storage.signUpload(key, CONTENT_TYPES[ext!]!), key } };
    }),
  );
}

interface WonItem {
  id: number;
  photo: string | null;
  thumb: string | null;
}

async function wonItemOf(db: Database, userId: number, auctionId: number): Promise<WonItem | null> {
  const [row] = await queryRows<WonItem & Record<string, unknown>>(
    db,
    sql`select i.id, i.winner_photo as photo, i.winner_photo_thumb as thumb
        from order_items i join orders o on o.id = i.order_id
        where o.user_id = ${userId} and i.kind = ${lit('auction')} and i.product_id = ${auctionId}
          and o.status not in ${litList(['Forfeited', 'Cancelled'])}
        order by i.id desc limit 1`,
  );
  return row ?? null;
}

/** Storage key of a URL this storage handed out for a winner photo. */
function keyOf(storage: ObjectStorage, url: string | null): string | null {
  if (!url) return null;
  const base = storage.publicUrl('');
  return url.startsWith(base) ? url.slice(base.length) : null;
}

export async function removeStored(storage: ObjectStorage, urls: (string | null)[]): Promise<void> {
  for (const key of urls.map((url) => keyOf(storage, url))) if (key) await storage.remove(key);
}

export type SaveOutcome = { ok: true; itemId: number } | { ok: false; reason: 'not-winner' | 'bad-key' | 'missing' | 'not-image' };

export async function saveWinnerPhoto(
  db: Database,
  storage: ObjectStorage,
  userId: number,
  auctionId: number,
  keys: FullOrThumb,
): Promise<SaveOutcome> {
  const item = await wonItemOf(db, userId, auctionId);
  if (!item) return { ok: false, reason: 'not-winner' };
  if (!isOwnUpload(userId, keys.full) || !isOwnUpload(userId, keys.thumb)) {
    return { ok: false, reason: 'bad-key' };
  }
  const [full, thumb] = await Promise.all([storage.readUpload(keys.full), storage.readUpload(keys.thumb)]);
  if (!full || !thumb || full === 'too-large' || thumb === 'too-large') {
    // Nothing to keep from a failed or oversized upload.
    await Promise.all([storage.remove(keys.full), storage.remove(keys.thumb)]);
    return { ok: false, reason: 'missing' };
  }
  // The thumbnail is made from the photo itself, never from the uploaded thumb: the photos' strip
  // shows thumbnails to everyone, and a crafted client could pair a harmless photo with other
  // content as its thumb. The uploaded thumb is still asked for and must be an image (the wire
  // shape of SPEC.md section 7), then is dropped.
  const [cleanFull, cleanThumb, thumbFormat] = await Promise.all([
    reencodeImage(full, FULL_MAX_PX),
    reencodeImage(full, WINNER_PHOTO_THUMB_SIZE),
    imageFormatOf(thumb),
  ]);
  await Promise.all([storage.remove(keys.full), storage.remove(keys.thumb)]);
  if (!cleanFull || !cleanThumb || !thumbFormat) return { ok: false, reason: 'not-image' };

  // The thumbnail beside the photo, named as the shop's pages name it from the photo's address (a
  // public address is the storage's base and the key, so the two namings agree). The pages must
  // name it so (thumbnailOf): the recent winnings' answer lists the photos alone
  // (`winnerImages: string[]`) and cannot carry their thumbnails, so stored names keep this form.
  const key = `winners/${item.id}-${randomBytes(8).toString('hex')}.webp`;
  const thumbKey = thumbnailOf(key)!;
  await storage.write(key, cleanFull, 'image/webp');
  await storage.write(thumbKey, cleanThumb, 'image/webp');
  await db.execute(sql`
    update order_items set winner_photo = ${storage.publicUrl(key)}, winner_photo_thumb = ${storage.publicUrl(thumbKey)}
    where id = ${item.id}`);
  await removeStored(storage, [item.photo, item.thumb]);
  return { ok: true, itemId: item.id };
}

export async function removeWinnerPhoto(db: Database, storage: ObjectStorage, userId: number, auctionId: number): Promise<boolean> {
  const item = await wonItemOf(db, userId, auctionId);
  if (!item?.photo) return false;
  await db.execute(sql`update order_items set winner_photo = null, winner_photo_thumb = null where id = ${item.id}`);
  await removeStored(storage, [item.photo, item.thumb]);
  return true;
}
