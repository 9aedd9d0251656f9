// Winner photos with the local storage: /image/upload signs targets under the user's own folder,
// the browser PUTs (only with a valid, unexpired signature), /image/save accepts only real
// images, re-encodes the photo as WebP without metadata and cuts its thumbnail from it (never from
// the uploaded thumb), puts them on the won item (and on /winnings/recent), the thumbnail beside the
// photo; /winnings/removeImage takes them away. Only the winner may.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { orderItemListSchema, signedUploadListSchema, thumbnailOf } from '@blitz/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createWonOrder } from '../../../src/modules/orders/won-order';
import { postApi, postAs } from '../../helpers/build-test-app';
import { createAuction, createBidder, type Bidder } from '../auctions/auction-fixtures';
import { putSigned, useAppWithFilesOnDisk } from './picture-fixtures';

const ORANGE = { r: 240, g: 120, b: 20 };
const BLUE = { r: 20, g: 60, b: 230 };

const photo = (width: number, height: number, background = ORANGE) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Artist: 'Secret Person', ImageDescription: 'home address' } } })
    .toBuffer();

describe('winner photos', () => {
  const { t, dataDir } = useAppWithFilesOnDisk('blitz-photos-');
  let winner: Bidder;
  let other: Bidder;
  let auctionId: number;
  const call = (who: Bidder, path: string, body: Record<string, unknown>) => postAs(t.app, who, path, body);
  const put = (signedURL: string, body: Buffer, contentType = 'image/jpeg') => putSigned(t.app, signedURL, body, contentType);
  async function upload(who: Bidder, full: Buffer, thumb: Buffer, names = { full: 'me.jpg', thumb: 'me-thumb.jpg' }) {
    const response = await call(who, '/image/upload', { fullOrThumb: names, section: 'winner' });
    expect(response.statusCode).toBe(200);
    const targets = signedUploadListSchema.parse(response.json());
    expect(targets.map((target) => target.fileType)).toEqual(['full', 'thumb']);
    for (const target of targets) expect((await put(target.s3.signedURL, target.fileType === 'full' ? full : thumb)).statusCode).toBe(200);
    return { full: targets[0]!.s3.key, thumb: targets[1]!.s3.key };
  }

  beforeAll(async () => {
    winner = await createBidder(t.app.db, t.config.jwtSecret);
    other = await createBidder(t.app.db, t.config.jwtSecret);
    auctionId = await createAuction(t.app.db, { status: 'Ended' });
    await createWonOrder(t.app.db, { userId: winner.id, productId: auctionId, title: 'Won speaker', priceCents: 990 });
  });

  it('signs uploads only for accepted file types and only with a valid signature', async () => {
    expect((await call(winner, '/image/upload', { fullOrThumb: { full: 'a.exe', thumb: 'a.jpg' }, section: 'winner' })).json()).toEqual({
      message: 'File type could not be determined',
    });
    const response = await call(winner, '/image/upload', { fullOrThumb: { full: 'a.png', thumb: 'a-thumb.png' }, section: 'winner' });
    const [target] = signedUploadListSchema.parse(response.json());
    expect(target!.s3.key).toMatch(new RegExp(`^incoming/${winner.id}/[a-z0-9]+-full\\.png$`));
    const body = await photo(10, 10);
    expect((await put(target!.s3.signedURL.replace(/signature=[^&]+/, 'signature=forged'), body)).statusCode).toBe(403);
    expect((await put(target!.s3.signedURL.replace(/expires=\d+/, 'expires=1000'), body)).statusCode).toBe(403);
    expect((await put(target!.s3.signedURL, body)).statusCode).toBe(200);
  });

  it('saves a re-encoded WebP without metadata on the won item and shows it among recent winnings', async () => {
    const keys = await upload(winner, await photo(3000, 2000), await photo(600, 400));
    expect((await call(other, '/image/save', { auctionID: auctionId, fullOrThumb: keys, category: 'winner' })).statusCode).toBe(404);
    const saved = await call(winner, '/image/save', { auctionID: auctionId, fullOrThumb: keys, category: 'winner' });
    expect(saved.statusCode).toBe(200);
    const [item] = orderItemListSchema.parse(saved.json());
    expect(item!.uploadedPhoto).toMatch(/^\/media\/uploads\/winners\/\d+-[0-9a-f]+\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: item!.uploadedPhoto! });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width!, meta.height!)).toBe(1600);
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Secret Person'))).toBe(false);
    // Its thumbnail is where the pages look for it, named from the photo's address, cut to the tiles' shape.
    const thumb = await t.app.inject({ method: 'GET', url: thumbnailOf(item!.uploadedPhoto!)! });
    expect(thumb.statusCode).toBe(200);
    const thumbMeta = await sharp(thumb.rawPayload).metadata();
    expect([thumbMeta.format, thumbMeta.width, thumbMeta.height]).toEqual(['webp', 400, 500]);
    // The incoming uploads are gone and cannot be read through /media.
    expect((await t.app.inject({ method: 'GET', url: `/media/uploads/${keys.full}` })).statusCode).toBe(404);
    const recent = await postApi(t.app, '/winnings/recent', { pageNumber: 1, pageSize: 10 });
    expect(JSON.stringify(recent.json())).toContain(item!.uploadedPhoto!);
  });

  it('makes the thumbnail from the photo, never from the uploaded thumb, and still drops the upload', async () => {
    // A small orange photo, landscape, beside a large blue "thumb" of another shape.
    const keys = await upload(winner, await photo(300, 200), await photo(900, 1200, BLUE));
    const saved = await call(winner, '/image/save', { auctionID: auctionId, fullOrThumb: keys, category: 'winner' });
    expect(saved.statusCode).toBe(200);
    const [item] = orderItemListSchema.parse(saved.json());
    const thumb = await t.app.inject({ method: 'GET', url: thumbnailOf(item!.uploadedPhoto!)! });
    expect(thumb.statusCode).toBe(200);
    const { data, info } = await sharp(thumb.rawPayload).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([400, 500]);
    // The photo's orange throughout (up to WebP's rounding), none of the thumb's blue.
    for (let offset = 0; offset < data.length; offset += 3 * 997) {
      const [r, g, b] = [data[offset]!, data[offset + 1]!, data[offset + 2]!];
      expect(Math.abs(r - ORANGE.r) + Math.abs(g - ORANGE.g) + Math.abs(b - ORANGE.b)).toBeLessThan(30);
    }
    // The uploaded thumb is gone all the same.
    expect(existsSync(join(dataDir.path, 'uploads', keys.thumb))).toBe(false);
  });

  it('refuses bytes that are not an image, and keys of another user', async () => {
    const keys = await upload(winner, Buffer.from('<?php echo "not a photo"; ?>'), await photo(50, 50), { full: 'x.png', thumb: 'x.png' });
    const refused = await call(winner, '/image/save', { auctionID: auctionId, fullOrThumb: keys, category: 'winner' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: 'File type could not be determined' });
    // The uploaded thumb must still be an image, though the thumbnail is made from the photo.
    const badThumb = await upload(winner, await photo(50, 50), Buffer.from('not a picture at all'), { full: 'y.jpg', thumb: 'y.png' });
    expect((await call(winner, '/image/save', { auctionID: auctionId, fullOrThumb: badThumb, category: 'winner' })).statusCode).toBe(422);
    expect(existsSync(join(dataDir.path, 'uploads', badThumb.thumb))).toBe(false);
    const theirs = await upload(other, await photo(50, 50), await photo(50, 50));
    expect((await call(winner, '/image/save', { auctionID: auctionId, fullOrThumb: theirs, category: 'winner' })).statusCode).toBe(403);
  });

  it('removes the photo with 202, deletes the files, and answers 404 when there is none', async () => {
    const list = await call(winner, '/orders/history', { pageNumber: 1, pageSize: 10 });
    const photoUrl = orderItemListSchema.parse(list.json().orders)[0]!.uploadedPhoto!;
    const removed = await call(winner, '/winnings/removeImage', { auctionID: auctionId, category: 'winner' });
    expect(removed.statusCode).toBe(202);
    expect((await t.app.inject({ method: 'GET', url: photoUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: thumbnailOf(photoUrl)! })).statusCode).toBe(404);
    expect((await call(winner, '/winnings/removeImage', { auctionID: auctionId, category: 'winner' })).statusCode).toBe(404);
    expect((await call(other, '/winnings/removeImage', { auctionID: auctionId, category: 'winner' })).statusCode).toBe(404);
  });
});
