// A start must not quietly seed the demo shop into a real shop's database (issue 16, item 9):
// on the embedded database it seeds as `npm start` promises; on PostgreSQL only when SEED_DEMO=true
// asks for it, and then the start-up log says so at warn level.
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { loggerOptions } from '../../src/http/log-redaction';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { databaseKinds } from '../helpers/test-database';

interface LogLine {
  level: number;
  msg: string;
}

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function start(kind: (typeof databaseKinds)[number]): Promise<{ lines: LogLine[]; users: number }> {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  t = await buildTestApp({ kind, seed: true, logger: { ...loggerOptions('info'), stream } });
  const [row] = await queryRows<{ n: number }>(t.app.db, sql`select count(*)::int as n from users where is_demo`);
  return { lines, users: Number(row!.n) };
}

describe.each(databaseKinds)('the demo seed at start-up on %s', (kind) => {
  it(kind === 'postgres' ? 'seeds when asked for, with a warning' : 'seeds the embedded database, without a warning', async () => {
    const { lines, users } = await start(kind);
    expect(users).toBeGreaterThan(0);
    const seeded = lines.filter((line) => /seeded the demo/.test(line.msg));
    expect(seeded).toHaveLength(1);
    // pino's levels: 30 info, 40 warn.
    expect(seeded[0]!.level).toBe(kind === 'postgres' ? 40 : 30);
    if (kind === 'postgres') expect(seeded[0]!.msg).toMatch(/SEED_DEMO=true.*never do this for a live shop/);
  });
});
