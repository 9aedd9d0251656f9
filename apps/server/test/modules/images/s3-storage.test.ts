// With S3_* set, upload targets are SigV4 presigned PUT URLs of the bucket (valid 15 minutes) and
// stored photos are read from the bucket's public address; a partial S3 setting stops start-up.
import { signedUploadListSchema } from '@blitz/contract';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/config';
import { postApi } from '../../helpers/build-test-app';
import { useTestApp } from '../../helpers/use-test-app';
import { createBidder } from '../auctions/auction-fixtures';

const S3_ENV = {
  S3_ENDPOINT: 'https://objects.example.co.za',
  S3_BUCKET: 'blitz-photos',
  S3_REGION: 'af-south-1',
  S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
};

describe('S3-compatible storage', () => {
  const t = useTestApp({ seed: false, env: S3_ENV });

  it('answers /image/upload with presigned PUT URLs of the bucket', async () => {
    const user = await createBidder(t.app.db, t.config.jwtSecret);
    const response = await postApi(t.app, '/image/upload', {
      refreshToken: user.refreshToken,
      fullOrThumb: { full: 'a.webp', thumb: 'b.webp' },
      section: 'winner',
    });
    expect(response.statusCode).toBe(200);
    for (const { s3 } of signedUploadListSchema.parse(response.json())) {
      const url = new URL(s3.signedURL);
      expect(`${url.origin}${url.pathname}`).toBe(`https://objects.example.co.za/blitz-photos/${s3.key}`);
      expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
      expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
      expect(url.searchParams.get('X-Amz-Credential')).toMatch(/^AKIDEXAMPLE\/\d{8}\/af-south-1\/s3\/aws4_request$/);
      expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(t.app.storage.publicUrl('winners/1-a.webp')).toBe('https://objects.example.co.za/blitz-photos/winners/1-a.webp');
  });

  it('stops start-up when only part of the S3 setting is given', () => {
    expect(() => loadConfig({ DATA_DIR: 'memory://', S3_BUCKET: 'blitz-photos' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: 'memory://', S3_BUCKET: 'blitz-photos' })).toThrow(
      /S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
  });
});
