import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client';
import { purgeOldConversations } from '../../../src/modules/assistant/conversations';
import { answerChat, languageOf, type ChatDeps } from '../../../src/modules/assistant/service';
import { useTestApp } from '../../helpers/use-test-app';
import { databaseKinds } from '../../helpers/test-database';

describe.each(databaseKinds)('assistant service on %s', (kind) => {
  const t = useTestApp({ kind, seed: false });
  let deps: ChatDeps;
  beforeAll(async () => {
    deps = { db: t.app.db, model: undefined, log: t.app.log, clock: t.app.clock };
  });
  const turn = (deviceId: string) => ({
    message: 'How long does delivery take?',
    systemMessage: null,
    page: '/',
    lanIso: 'en',
    userId: null,
    deviceId,
  });

  it('error_server when answering fails, with nothing kept', async () => {
    const deviceId = `device-${randomUUID()}`;
    const failing: ChatDeps = { ...deps, beforeTurn: () => Promise.reject(new Error('database gone')) };
    expect(await answerChat(failing, turn(deviceId))).toEqual({ statusKey: 'error_server', data: '' });
    expect(await queryRows(t.app.db, sql`select id from chat_messages where device_id = ${deviceId}`)).toEqual([]);
  });

  it('request_aborted when the client has gone, with nothing kept', async () => {
    const deviceId = `device-${randomUUID()}`;
    const gone = new AbortController();
    gone.abort();
    expect(await answerChat(deps, { ...turn(deviceId), signal: gone.signal })).toEqual({ statusKey: 'request_aborted', data: '' });
    expect(await queryRows(t.app.db, sql`select id from chat_messages where device_id = ${deviceId}`)).toEqual([]);
  });

  it('conversations older than 30 days are deleted, newer ones kept', async () => {
    const deviceId = `device-${randomUUID()}`;
    await t.app.db.execute(sql`insert into chat_messages (device_id, page, role, content, created_at) values
      (${deviceId}, '/', 'user', 'old', now() - interval '31 days'), (${deviceId}, '/', 'user', 'recent', now() - interval '29 days')`);
    expect(await purgeOldConversations(t.app.db, new Date())).toBeGreaterThanOrEqual(1);
    const left = await queryRows<{ content: string }>(t.app.db, sql`select content from chat_messages where device_id = ${deviceId}`);
    expect(left).toEqual([{ content: 'recent' }]);
  });
});

describe('languageOf', () => {
  it('takes a known iso code and falls back to English', () => {
    expect(languageOf('zu')).toBe('zu');
    expect(languageOf('AF-za')).toBe('af');
    expect(languageOf('fr')).toBe('en');
    expect(languageOf(undefined)).toBe('en');
  });
});
