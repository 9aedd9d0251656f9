/** A temporary folder for a describe block (an app's data folder, a built shop). */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';

/**
 * Made before the block's tests and removed after them. Register it before what uses it (the app
 * of useTestApp), so that it is made first and removed last.
 */
export function useTempDir(prefix: string): { readonly path: string } {
  let path: string | undefined;
  beforeAll(async () => {
    path = await mkdtemp(join(tmpdir(), prefix));
  });
  afterAll(async () => {
    if (path) await rm(path, { recursive: true, force: true });
  });
  return {
    get path() {
      if (path === undefined) throw new Error('The temporary folder is made in beforeAll: read its path inside a test or a hook.');
      return path;
    },
  };
}
