import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WINNER_PHOTO_THUMB_SIZE, winnerPhotoSrcSet, thumbnailOf } from '../src/card-image';

describe('thumbnailOf', () => {
  it.each([
    ['/media/catalogue/winners/thabo-tv.webp', '/media/catalogue/winners/thabo-tv-thumb.webp'],
    ['/media/uploads/winners/12-0a1b2c3d4e5f6071.webp', '/media/uploads/winners/12-0a1b2c3d4e5f6071-thumb.webp'],
    ['https://cdn.example.com/winners/7-ab.webp', 'https://cdn.example.com/winners/7-ab-thumb.webp'],
    ['winners/7-ab.webp', 'winners/7-ab-thumb.webp'],
    ['catalogue/3f9a.webp', 'catalogue/3f9a-thumb.webp'],
  ])('names the thumbnail of %s', (url, thumb) => {
    expect(thumbnailOf(url)).toBe(thumb);
  });

  it.each(['/media/winners/a.jpg', '/media/winners/a.WEBP', '/media/winners/a.webp?v=2', '/media/winners/webp', ''])(
    'has none for %j, which does not end in .webp',
    (url) => {
      expect(thumbnailOf(url)).toBeNull();
    },
  );

  it('names, for any .webp address, another file in the same folder, ending in -thumb.webp', () => {
    const segment = fc.stringMatching(/^[^/]*$/);
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 4 }), segment, (folders, name) => {
        const url = [...folders, `${name}.webp`].join('/');
        const thumb = thumbnailOf(url)!;
        expect(thumb).not.toBe(url);
        expect(thumb.endsWith('-thumb.webp')).toBe(true);
        const folderOf = (address: string) => address.slice(0, address.lastIndexOf('/') + 1);
        expect(folderOf(thumb)).toBe(folderOf(url));
      }),
    );
  });
});

describe('winnerPhotoSrcSet', () => {
  it("offers the thumbnail at its width (the tiles' 400 by 500) and the photo at 1200 px", () => {
    expect(WINNER_PHOTO_THUMB_SIZE).toEqual({ width: 400, height: 500 });
    expect(winnerPhotoSrcSet('/media/catalogue/winners/thabo-tv.webp')).toBe(
      '/media/catalogue/winners/thabo-tv-thumb.webp 400w, /media/catalogue/winners/thabo-tv.webp 1200w',
    );
  });

  it('is none for a photo without a thumbnail', () => {
    expect(winnerPhotoSrcSet('/media/winners/a.png')).toBeUndefined();
  });
});
