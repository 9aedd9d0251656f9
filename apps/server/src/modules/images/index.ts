/** The images module's face: what other parts of the server use of it (its routes are mounted by app.ts). */
export { signCatalogueUpload, storeCataloguePicture } from './catalogue-pictures';
export { storeProfilePicture } from './profile-pictures';
export { releasePictures } from './upload-targets';
export { isSavedPictureOf } from './uploads-repository';
export { STALE_UPLOAD_MS, type ObjectStorage } from './storage-port';
