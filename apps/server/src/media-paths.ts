/**
 * URL paths of media the server serves: the shipped catalogue images live in assets/catalogue and
 * are served at /media/catalogue/; the renderer makes `x-thumb.webp` beside every square `x.webp`
 * (and beside every winner photo, named by the contract's winnerPhotoThumb).
 */
export const MEDIA_CATALOGUE_PREFIX = '/media/catalogue/';

export const catalogueMediaPath = (asset: string) => `${MEDIA_CATALOGUE_PREFIX}${asset}`;

export const catalogueThumbPath = (asset: string) => catalogueMediaPath(asset.replace(/\.webp$/, '-thumb.webp'));
