/** Test fixtures for pictures: a real upload through /image/upload and the signed PUT, as the shop makes it. */
import { signedUploadListSchema } from '@blitz/contract';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { postApi } from '../../helpers/build-test-app';

export const solidPicture = (size = 64) =>
  sharp({ create: { width: size, height: size, channels: 3, background: { r: 20, g: 120, b: 240 } } })
    .png()
    .toBuffer();

/** Uploads a picture for `section` as the signed-in shopper and answers the key of the full image. */
export async function uploadPicture(
  app: FastifyInstance,
  refreshToken: string,
  section: 'profile' | 'winner' = 'profile',
): Promise<string> {
  const signed = await postApi(app, '/image/upload', { refreshToken, fullOrThumb: { full: 'me.png', thumb: 'me-thumb.png' }, section });
  expect(signed.statusCode).toBe(200);
  const [full] = signedUploadListSchema.parse(signed.json());
  const url = new URL(full!.s3.signedURL, 'http://localhost');
  const put = await app.inject({
    method: 'PUT',
    url: `${url.pathname}${url.search}`,
    headers: { 'content-type': 'image/png' },
    payload: await solidPicture(),
  });
  expect(put.statusCode).toBe(200);
  return full!.s3.key;
}
