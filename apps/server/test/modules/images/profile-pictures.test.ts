// Profile pictures: /image/upload with section `profile` signs targets under the user's own
// folder, /profile/update with the uploaded key stores a re-encoded WebP (at most 512 px, no
// metadata) that /profile/icon then answers, a non-image is refused with 422 'File type could not
// be determined', another user's key with 400, and removing the picture deletes the stored file.
import { profileIconSchema, signedUploadListSchema } from '@blitz/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { postAs } from '../../helpers/build-test-app';
import { createBidder, type Bidder } from '../auctions/auction-fixtures';
import { putSigned, updateProfilePicture, useAppWithFilesOnDisk } from './picture-fixtures';

const picture = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 3, background: { r: 20, g: 120, b: 240 } } })
    .png()
    .withMetadata({ exif: { IFD0: { Artist: 'Secret Person' } } })
    .toBuffer();

describe('profile pictures', () => {
  const { t } = useAppWithFilesOnDisk('blitz-profile-');
  let me: Bidder;
  let other: Bidder;
  const call = (who: Bidder, path: string, body?: Record<string, unknown>) => postAs(t.app, who, path, body);
  const update = (who: Bidder, profileImage: string | null) => updateProfilePicture(t.app, who, profileImage);
  async function upload(who: Bidder, body: Buffer): Promise<string> {
    const response = await call(who, '/image/upload', { fullOrThumb: { full: 'me.png', thumb: 'me-thumb.png' }, section: 'profile' });
    expect(response.statusCode).toBe(200);
    const [full] = signedUploadListSchema.parse(response.json());
    expect((await putSigned(t.app, full!.s3.signedURL, body)).statusCode).toBe(200);
    return full!.s3.key;
  }
  const icon = async (who: Bidder) => profileIconSchema.parse((await call(who, '/profile/icon')).json()).profileImage;

  beforeAll(async () => {
    me = await createBidder(t.app.db, t.config.jwtSecret);
    other = await createBidder(t.app.db, t.config.jwtSecret);
  });

  it('stores an uploaded picture re-encoded and shows it as the icon', async () => {
    const key = await upload(me, await picture(1200));
    expect(key).toMatch(new RegExp(`^incoming/${me.id}/`));
    expect((await update(me, key)).statusCode).toBe(200);
    const stored = await icon(me);
    expect(stored).toMatch(/^\/media\/uploads\/profiles\/\d+-[0-9a-f]+\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: stored! });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 512, 512, undefined]);
    // Saving the form again with the stored picture keeps it.
    expect((await update(me, stored!)).statusCode).toBe(200);
    expect(await icon(me)).toBe(stored);
  });

  it('refuses a file that is not an image with 422 and another user’s upload with 400', async () => {
    const before = await icon(me);
    const junk = await upload(me, Buffer.from('not an image at all'));
    const refused = await update(me, junk);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: 'File type could not be determined' });
    const theirs = await upload(other, await picture(100));
    expect((await update(me, theirs)).statusCode).toBe(400);
    expect(await icon(me)).toBe(before);
  });

  it('removes the picture and its stored file', async () => {
    const stored = await icon(me);
    expect((await update(me, null)).statusCode).toBe(200);
    expect(await icon(me)).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: stored! })).statusCode).toBe(404);
  });
});
