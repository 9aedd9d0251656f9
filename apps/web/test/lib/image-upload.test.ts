// Uploading a picture: kinds the browser cannot decode (SVG, TIFF; SPEC.md section 5 allows them)
// go to the server as they are, under their own extension; a file that is no picture at all is
// refused with the file-type error.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadPicture } from '../../src/lib/image-upload';

afterEach(() => vi.unstubAllGlobals());

interface Sent {
  url: string;
  body: unknown;
  type: string | null;
}

function stubServer() {
  const sent: Sent[] = [];
  vi.stubGlobal('createImageBitmap', () => Promise.reject(new DOMException('The source image could not be decoded.', 'InvalidStateError')));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const type = new Headers(init.headers).get('Content-Type');
      if (init.method === 'PUT') {
        sent.push({ url, body: init.body, type });
        return new Response(null, { status: 200 });
      }
      const { fullOrThumb } = JSON.parse(String(init.body)) as { fullOrThumb: { full: string; thumb: string } };
      sent.push({ url, body: fullOrThumb, type });
      const entry = (fileType: string, name: string) => ({ fileType, s3: { signedURL: `/media-upload/${name}`, key: `profile/${name}` } });
      return new Response(JSON.stringify([entry('full', fullOrThumb.full), entry('thumb', fullOrThumb.thumb)]), { status: 200 });
    }),
  );
  return sent;
}

describe('uploadPicture', () => {
  it.each([
    ['logo.svg', 'image/svg+xml', 'svg'],
    ['scan.TIF', '', 'tiff'],
    ['scan.tiff', 'image/tiff', 'tiff'],
  ])('sends %s as it is, for the server to convert', async (name, type, extension) => {
    const sent = stubServer();
    const file = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], name, { type });
    const outcome = await uploadPicture(file, 'profile', { full: 512, thumb: 128 });
    expect(outcome).toEqual({ ok: true, keys: { full: `profile/profile.${extension}`, thumb: `profile/profile-thumb.${extension}` } });
    expect(sent[0]!.body).toEqual({ full: `profile.${extension}`, thumb: `profile-thumb.${extension}` });
    const puts = sent.slice(1);
    expect(puts.map((put) => put.type)).toEqual([
      extension === 'svg' ? 'image/svg+xml' : 'image/tiff',
      extension === 'svg' ? 'image/svg+xml' : 'image/tiff',
    ]);
    expect((puts[0]!.body as Blob).size).toBe(file.size);
  });

  it('refuses a file that is no picture the browser or the server could read', async () => {
    const sent = stubServer();
    const outcome = await uploadPicture(new File(['hello'], 'notes.txt', { type: 'text/plain' }), 'profile', { full: 512 });
    expect(outcome).toEqual({ ok: false, code: 'FILE_TYPE_UNKNOWN' });
    expect(sent).toEqual([]);
  });
});
