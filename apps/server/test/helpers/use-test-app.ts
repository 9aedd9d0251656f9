/**
 * The app a describe block shares: built before its tests, closed after them (with the ledger check
 * of build-test-app.ts). Kept apart from build-test-app.ts, which scripts outside Vitest import.
 */
import { beforeAll } from 'vitest';
import { buildTestApp, type TestApp, type TestAppOptions } from './build-test-app';
import { useShared } from './use-shared';

/**
 * Registers the block's app start and close; read what it returns inside tests and hooks. Options
 * made in a hook of their own (a temporary folder, a fake gateway's address) come from a function
 * that runs just before the build.
 */
export function useTestApp(options: TestAppOptions | (() => TestAppOptions | Promise<TestAppOptions>) = {}): TestApp {
  return useShared(
    async () => buildTestApp(typeof options === 'function' ? await options() : options),
    (t) => t.close(),
  );
}

/**
 * The shared app listening on a random local port, for real HTTP and socket clients; `url` is its
 * address once the block's hooks have run.
 */
export function useListeningApp(options: TestAppOptions = {}): { t: TestApp; readonly url: string } {
  const t = useTestApp(options);
  let url: string | undefined;
  beforeAll(async () => {
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  return {
    t,
    get url() {
      if (url === undefined) throw new Error('The test app listens in beforeAll: read its url inside a test or a hook.');
      return url;
    },
  };
}
