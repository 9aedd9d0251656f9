/**
 * Object storage as the images module sees it (a port): signed upload URLs the browser PUTs to,
 * and reading, writing and deleting objects by key. plugins/storage.ts implements it (files under
 * DATA_DIR, or an S3-compatible bucket); the modules never import the plugin.
 */
export interface ObjectStorage {
  /** A URL the browser may PUT the object to until it expires. */
  signUpload(key: string, contentType: string): Promise<string>;
  read(key: string): Promise<Buffer | null>;
  /** An upload of at most the storage's size limit, 'too-large' (read no further than the limit), or null when absent. */
  readUpload(key: string): Promise<Buffer | null | 'too-large'>;
  /** Removes the uploads under `incoming/` written before `before` (ms since the epoch); how many. */
  removeStaleUploads(before: number): Promise<number>;
  write(key: string, body: Buffer, contentType: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** Where browsers read a stored object. */
  publicUrl(key: string): string;
}

/** An upload not saved within an hour (its URL lasts 15 minutes) never will be. */
export const STALE_UPLOAD_MS = 60 * 60_000;
