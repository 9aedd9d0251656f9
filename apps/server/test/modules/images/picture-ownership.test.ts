// Pictures follow the owners the server recorded (issue 46): /profile/update takes only the
// caller's own upload of section `profile` or a picture the server stored from one, never another
// shopper's picture, a catalogue picture (full or thumbnail) a staff member uploaded, a winner
// photo or a made-up /media address; clearing or replacing a picture deletes a file only when the
// database says it is the caller's and unused. /image/save takes only winner-section uploads, and
// /winnings/removeImage deletes only files recorded as the winner's.
import { orderItemListSchema, profileIconSchema, signedUploadListSchema, thumbnailOf } from '@blitz/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createWonOrder } from '../../../src/modules/orders/won-order';
import { postAs } from '../../helpers/build-test-app';
import { createAuction, createBidder, type Bidder } from '../auctions/auction-fixtures';
import { createStaff, postStaff, type TestStaff } from '../staff/staff-helpers';
import { putSigned, updateProfilePicture, useAppWithFilesOnDisk } from './picture-fixtures';

const picture = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 3, background: { r: 20, g: 120, b: 240 } } })
    .png()
    .toBuffer();

describe('picture ownership', () => {
  const { t } = useAppWithFilesOnDisk('blitz-owners-');
  let me: Bidder;
  let other: Bidder;
  let operator: TestStaff;
  const call = (who: Bidder, path: string, body?: Record<string, unknown>) => postAs(t.app, who, path, body);
  const update = (who: Bidder, profileImage: string | null) => updateProfilePicture(t.app, who, profileImage);
  const put = async (signedURL: string, body: Buffer) => {
    expect((await putSigned(t.app, signedURL, body)).statusCode).toBe(200);
  };
  async function upload(who: Bidder, section: 'profile' | 'winner') {
    const response = await call(who, '/image/upload', { fullOrThumb: { full: 'me.png', thumb: 'me-thumb.png' }, section });
    const targets = signedUploadListSchema.parse(response.json());
    for (const target of targets) await put(target.s3.signedURL, await picture(64));
    return { full: targets[0]!.s3.key, thumb: targets[1]!.s3.key };
  }
  const icon = async (who: Bidder) => profileIconSchema.parse((await call(who, '/profile/icon')).json()).profileImage;
  const served = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;
  async function setOwnPicture(who: Bidder): Promise<string> {
    expect((await update(who, (await upload(who, 'profile')).full)).statusCode).toBe(200);
    return (await icon(who))!;
  }

  beforeAll(async () => {
    me = await createBidder(t.app.db, t.config.jwtSecret);
    other = await createBidder(t.app.db, t.config.jwtSecret);
    operator = await createStaff(t.app, 'operator@example.test', 'operator');
  });

  it("refuses another shopper's picture, and clearing or replacing one's own never deletes theirs", async () => {
    const mine = await setOwnPicture(me);
    expect((await update(other, mine)).statusCode).toBe(400);
    expect(await icon(other)).toBeNull();
    // Whatever the other shopper does with their own picture, mine stays.
    await setOwnPicture(other);
    expect((await update(other, null)).statusCode).toBe(200);
    expect(await served(mine)).toBe(200);
    expect(await icon(me)).toBe(mine);
  });

  it('refuses a catalogue picture and its thumbnail, and leaves both files in place', async () => {
    const target = (await postStaff(t.app, '/catalogue/upload', { fileName: 'banner.png' }, operator.token)).json() as {
      signedURL: string;
      key: string;
    };
    await put(target.signedURL, await picture(300));
    const item = await postStaff(t.app, '/catalogue/items/save', { title: 'Kettle', description: 'Boils.' }, operator.token);
    expect(item.statusCode).toBe(200);
    const added = await postStaff(
      t.app,
      '/catalogue/items/add-image',
      { itemId: (item.json() as { id: number }).id, key: target.key },
      operator.token,
    );
    expect(added.statusCode).toBe(200);
    const full = JSON.stringify(added.json()).match(/\/media\/uploads\/catalogue\/[0-9a-f]+\.webp/)![0];
    for (const url of [full, thumbnailOf(full)!]) {
      expect((await update(other, url)).statusCode).toBe(400);
      expect((await update(other, null)).statusCode).toBe(200);
      expect(await served(url)).toBe(200);
    }
    // A staff member's upload key is no shopper's either.
    const staffKey = (await postStaff(t.app, '/catalogue/upload', { fileName: 'x.png' }, operator.token)).json() as {
      signedURL: string;
      key: string;
    };
    await put(staffKey.signedURL, await picture(50));
    expect((await update(other, staffKey.key)).statusCode).toBe(400);
  });

  it("refuses a winner photo as a profile picture, and /winnings/removeImage deletes only the winner's recorded files", async () => {
    const auctionId = await createAuction(t.app.db, { status: 'Ended' });
    await createWonOrder(t.app.db, { userId: me.id, productId: auctionId, title: 'Won kettle', priceCents: 990 });
    // A profile-section upload is not a winner photo.
    const profileKeys = await upload(me, 'profile');
    expect((await call(me, '/image/save', { auctionID: auctionId, fullOrThumb: profileKeys, category: 'winner' })).statusCode).toBe(403);
    const saved = await call(me, '/image/save', { auctionID: auctionId, fullOrThumb: await upload(me, 'winner'), category: 'winner' });
    expect(saved.statusCode).toBe(200);
    const photo = orderItemListSchema.parse(saved.json())[0]!.uploadedPhoto!;
    expect((await update(other, photo)).statusCode).toBe(400);
    expect((await update(other, null)).statusCode).toBe(200);
    expect(await served(photo)).toBe(200);
    // A won item showing someone else's picture (put there before the server recorded owners) loses
    // it on removal, but the file stays.
    const theirs = await setOwnPicture(other);
    await t.app.db.execute(sql`update order_items set winner_photo = ${theirs}, winner_photo_thumb = null where product_id = ${auctionId}`);
    expect((await call(me, '/winnings/removeImage', { auctionID: auctionId, category: 'winner' })).statusCode).toBe(202);
    expect(await served(theirs)).toBe(200);
  });

  it('refuses a made-up /media address and a winner-section upload as a profile picture', async () => {
    const before = await icon(me);
    for (const url of ['/media/uploads/profiles/no-such-file.webp', '/media/catalogue/avatar.webp', '/media/x.webp']) {
      expect((await update(me, url)).statusCode).toBe(400);
    }
    expect((await update(me, (await upload(me, 'winner')).full)).statusCode).toBe(400);
    expect(await icon(me)).toBe(before);
  });
});
