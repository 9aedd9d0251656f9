/**
 * Winner photos (SPEC.md section 7 'Images and winnings'): saving takes the caller's own signed
 * uploads of section `winner` (uploads-repository.ts), checks they are real images, re-encodes the
 * photo and cuts its thumbnail from it, stores them under `winners/`, records them as the caller's
 * and puts them on the user's won order item; removing clears them. Only the winner of an auction
 * (an order item of kind auction that is not forfeited or cancelled) may. A replaced or removed
 * photo's files go only as far as the database records them as the caller's and unused.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { WINNER_PHOTO_THUMB_SIZE, thumbnailOf, type FullOrThumb } from '@blitz/contract';
import { queryRows, type Database } from '../../db/client';
import { lit, litList } from '../../db/literals';
import type { ObjectStorage } from './storage-port';
import { FULL_MAX_PX, imageFormatOf, reencodeImage } from './reencode';
import { releasePictures } from './upload-targets';
import { isSignedUploadOf, recordSavedPictures } from './uploads-repository';

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
  const owner = { userId };
  const signed = [await isSignedUploadOf(db, owner, 'winner', keys.full), await isSignedUploadOf(db, owner, 'winner', keys.thumb)];
  if (!signed.every(Boolean)) return { ok: false, reason: 'bad-key' };
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
  const stored = [
    { key, url: storage.publicUrl(key) },
    { key: thumbKey, url: storage.publicUrl(thumbKey) },
  ];
  await recordSavedPictures(db, owner, 'winner', stored);
  await db.execute(sql`
    update order_items set winner_photo = ${stored[0]!.url}, winner_photo_thumb = ${stored[1]!.url}
    where id = ${item.id}`);
  await releasePictures(db, storage, owner, 'winner', [item.photo, item.thumb]);
  return { ok: true, itemId: item.id };
}

export async function removeWinnerPhoto(db: Database, storage: ObjectStorage, userId: number, auctionId: number): Promise<boolean> {
  const item = await wonItemOf(db, userId, auctionId);
  if (!item?.photo) return false;
  await db.execute(sql`update order_items set winner_photo = null, winner_photo_thumb = null where id = ${item.id}`);
  await releasePictures(db, storage, { userId }, 'winner', [item.photo, item.thumb]);
  return true;
}
