import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { winnerPhotoSrcSet, winnerPhotoThumb } from '../src/card-image';

describe('winnerPhotoThumb', () => {
  it.each([
    ['/media/catalogue/winners/thabo-tv.webp', '/media/catalogue/winners/thabo-tv-thumb.webp'],
    ['/media/uploads/winners/12-0a1b2c3d4e5f6071.webp', '/media/uploads/winners/12-0a1b2c3d4e5f6071-thumb.webp'],
    ['https://cdn.example.com/winners/7-ab.webp', 'https://cdn.example.com/winners/7-ab-thumb.webp'],
    ['winners/7-ab.webp', 'winners/7-ab-thumb.webp'],
  ])('names the thumbnail of %s', (url, thumb) => {
    expect(winnerPhotoThumb(url)).toBe(thumb);
  });

  it.each(['/media/winners/a.jpg', '/media/winners/a.WEBP', '/media/winners/a.webp?v=2', '/media/winners/webp', ''])(
    'has none for %j, which does not end in .webp',
    (url) => {
      expect(winnerPhotoThumb(url)).toBeNull();
    },
  );

  it('keeps the address up to its extension, for any address', () => {
    fc.assert(
      fc.property(fc.string(), (base) => {
        expect(winnerPhotoThumb(`${base}.webp`)).toBe(`${base}-thumb.webp`);
      }),
    );
  });
});

describe('winnerPhotoSrcSet', () => {
  it('offers the thumbnail at 400 px wide and the photo at 1200 px', () => {
    expect(winnerPhotoSrcSet('/media/catalogue/winners/thabo-tv.webp')).toBe(
      '/media/catalogue/winners/thabo-tv-thumb.webp 400w, /media/catalogue/winners/thabo-tv.webp 1200w',
    );
  });

  it('is none for a photo without a thumbnail', () => {
    expect(winnerPhotoSrcSet('/media/winners/a.png')).toBeUndefined();
  });
});
