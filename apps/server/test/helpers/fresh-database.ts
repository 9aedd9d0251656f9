/**
 * A fresh database per test for the tests of the database layer itself: opened inside the test
 * (unmigrated), closed and dropped after it.
 */
import { afterEach } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './test-database';

export function useFreshDatabase(): { open(kind: DatabaseKind): Promise<DatabaseHandle> } {
  let database: TestDatabase | undefined;
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.close();
    await database?.drop();
    handle = undefined;
    database = undefined;
  });
  return {
    async open(kind) {
      database = await createTestDatabase(kind);
      handle = await openDatabase({ databaseUrl: database.databaseUrl, dataDir: 'memory://' });
      return handle;
    },
  };
}
