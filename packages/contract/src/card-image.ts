// The listing card's picture, which the server's first HTML of a search shows too (issue 15).
// Without zod, so that the home page's first paint does not load the schemas for it.
import type { Image } from './common';

/** A listing card's `srcset` for an image: its thumb (320 px wide) and its full picture (800 px); none without a thumb. */
export const imageSrcSet = (image: Image): string | undefined => (image.thumb ? `${image.thumb} 320w, ${image.full} 800w` : undefined);
