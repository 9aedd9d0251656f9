/**
 * URL paths of media the server serves: the shipped catalogue images live in assets/catalogue and
 * are served at /media/catalogue/; the renderer makes a thumbnail beside every picture but the
 * banners, named by the contract's thumbnailOf.
 */
import { thumbnailOf } from '@blitz/contract';

export const MEDIA_CATALOGUE_PREFIX = '/media/catalogue/';

export const catalogueMediaPath = (asset: string) => `${MEDIA_CATALOGUE_PREFIX}${asset}`;

/** The served path of a shipped `.webp` picture's thumbnail. */
export const catalogueThumbPath = (asset: string) => catalogueMediaPath(thumbnailOf(asset)!);
