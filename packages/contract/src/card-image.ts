// How the shop's pictures are asked for (issue 15): the listing card's picture, and a winner's photo
// with its thumbnail; and the one naming of a picture's thumbnail, which the server shares. Without
// zod, so that the home page's first scripts do not load the schemas for them.
import type { Image } from './common';

/** A listing card's `srcset` for an image: its thumb (320 px wide) and its full picture (800 px); none without a thumb. */
export const imageSrcSet = (image: Image): string | undefined => (image.thumb ? `${image.thumb} 320w, ${image.full} 800w` : undefined);

const WEBP = '.webp';

/**
 * The thumbnail of the picture at `url` (or storage key): stored beside it, `x-thumb.webp` for
 * `x.webp`; null for an address that does not end in `.webp`, which has none. The one naming of
 * thumbnails, for a catalogue picture (320 px square) and a winner photo (WINNER_PHOTO_THUMB_SIZE)
 * alike: the server that stores an upload's, the renderer of the shipped ones, and the app that
 * shows a winner's (the recent winnings list the photos alone, so the app names their thumbnails).
 */
export const thumbnailOf = (url: string): string | null => (url.endsWith(WEBP) ? `${url.slice(0, -WEBP.length)}-thumb${WEBP}` : null);

/**
 * A winner photo's thumbnail's size: the photos' strip's tiles' 4:5 shape, 400 px wide. The server
 * and the catalogue renderer cut every thumbnail to it from the photo (cover, about the centre), so
 * that a tile shows all of it: a 4:3 thumbnail filled the tile only enlarged and cropped again.
 */
export const WINNER_PHOTO_THUMB_SIZE = { width: 400, height: 500 } as const;

/**
 * The width a winner photo's `srcset` declares for the photo itself: the demo photos' (1200x900).
 * An upload is stored up to the server's FULL_MAX_PX on its longer side, so its width differs; only
 * the browser's pick between thumbnail and photo reads it, never how either shows.
 */
const WINNER_PHOTO_WIDTH = 1200;

/** A winner photo's `srcset` in the photos' strip: its thumbnail (WINNER_PHOTO_THUMB_SIZE wide) and the photo; none without a thumbnail. */
export function winnerPhotoSrcSet(url: string): string | undefined {
  const thumb = thumbnailOf(url);
  return thumb ? `${thumb} ${WINNER_PHOTO_THUMB_SIZE.width}w, ${url} ${WINNER_PHOTO_WIDTH}w` : undefined;
}
