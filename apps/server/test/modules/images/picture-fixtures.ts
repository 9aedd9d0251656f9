/** Test fixtures for pictures: a real upload through /image/upload and the signed PUT, as the shop makes it. */
import { signedUploadListSchema } from '@blitz/contract';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { postApi, postAs, type TestApp } from '../../helpers/build-test-app';
import { useTempDir } from '../../helpers/temp-dir';
import { useTestApp } from '../../helpers/use-test-app';
import type { Bidder } from '../auctions/auction-fixtures';

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
  expect((await putSigned(app, full!.s3.signedURL, await solidPicture())).statusCode).toBe(200);
  return full!.s3.key;
}

/** The browser's PUT of a file to a signed upload address. */
export function putSigned(app: FastifyInstance, signedURL: string, body: Buffer, contentType = 'image/png') {
  const url = new URL(signedURL, 'http://localhost');
  return app.inject({ method: 'PUT', url: `${url.pathname}${url.search}`, headers: { 'content-type': contentType }, payload: body });
}

/** /profile/update of a test shopper (createBidder's) that sets this picture, or clears it with null. */
export function updateProfilePicture(app: FastifyInstance, who: Bidder, profileImage: string | null) {
  return postAs(app, who, '/profile/update', {
    firstName: 'Lwazi',
    lastName: 'Dube',
    email: 'x@example.test',
    nickName: who.nickname,
    profileImage,
  });
}

/** An app for the describe block that keeps its uploads and pictures on disk, in a temporary data folder of its own. */
export function useAppWithFilesOnDisk(prefix: string): { t: TestApp; dataDir: { readonly path: string } } {
  const dataDir = useTempDir(prefix);
  const t = useTestApp(() => ({ seed: false, env: { DATA_DIR: dataDir.path } }));
  return { t, dataDir };
}
