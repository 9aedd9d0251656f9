// /reward/checkIn, /reward/daily, /reward/status and /reward/history: one free Blitz per South
// African calendar day, written with its ledger row in one transaction, exactly once under races,
// 202 for accounts that collect no rewards, lastCheckedIn carried by the next refresh token, and
// the popup and balance pushed to the user's connections.
import {
  CHECK_IN_STATUS,
  checkInRepeatSchema,
  checkInStatusSchema,
  decodeJwtPayload,
  rewardHistorySchema,
  rewardSchema,
  southAfricanDate,
} from '@blitz/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client';
import { checkIn, checkInStatus } from '../../../src/modules/rewards/service';
import { postApi, postAs } from '../../helpers/build-test-app';
import { useTestApp } from '../../helpers/use-test-app';
import { databaseKinds } from '../../helpers/test-database';
import { connectClient } from '../../realtime/socket-client';
import { balance, createBidder, type Bidder } from '../auctions/auction-fixtures';
import { rewardLedger, rewardRows } from './reward-fixtures';

describe.each(databaseKinds)('daily check-in on %s', (kind) => {
  const t = useTestApp({ kind, seed: false });
  let db: Database;
  const call = (who: Bidder, path: string) => postAs(t.app, who, path);

  beforeAll(async () => {
    db = t.app.db;
  });

  it('grants 1 free Blitz with 200, then answers 209 with the day for the rest of the day', async () => {
    const me = await createBidder(db, t.config.jwtSecret, { paid: 3 });
    expect((await call(me, '/reward/daily')).json()).toEqual({ earned: false });
    const first = await call(me, '/reward/checkIn');
    expect(first.statusCode).toBe(CHECK_IN_STATUS.granted);
    expect(rewardSchema.parse(first.json())).toEqual({ bids: 1, type: 'dailyCheckIn' });
    expect(await balance(db, me.id)).toEqual({ free: 1, paid: 3 });
    const again = await call(me, '/reward/checkIn');
    expect(again.statusCode).toBe(CHECK_IN_STATUS.alreadyCheckedIn);
    expect(checkInRepeatSchema.parse(again.json())).toEqual({ date: southAfricanDate(new Date()) });
    expect(await balance(db, me.id)).toEqual({ free: 1, paid: 3 });
    expect((await call(me, '/reward/daily')).json()).toEqual({ earned: true });
    const [reward] = await rewardRows(db, me.id);
    expect(await rewardLedger(db, me.id)).toEqual([
      { delta: 1, reference: `reward:${(await postApi(t.app, '/reward/history', { refreshToken: me.refreshToken })).json().earned[0].id}` },
    ]);
    expect(reward).toEqual({ kind: 'dailyCheckIn', amount: 1, key: southAfricanDate(new Date()) });
  });

  it('counts South African days: 21:59 and 22:00 UTC are two days, 23:00 the same as 22:00', async () => {
    const me = await createBidder(db, t.config.jwtSecret);
    expect((await checkIn(db, me.id, new Date('2026-03-01T21:59:00Z'))).kind).toBe('granted');
    expect((await checkIn(db, me.id, new Date('2026-03-01T22:00:00Z'))).kind).toBe('granted');
    expect(await checkIn(db, me.id, new Date('2026-03-01T23:00:00Z'))).toEqual({ kind: 'already', date: '2026-03-02' });
    expect(await balance(db, me.id)).toEqual({ free: 2, paid: 0 });
    expect(await checkInStatus(db, me.id, new Date('2026-03-02T10:00:00Z'))).toEqual({
      checkedIn: true,
      today: '2026-03-02',
      streak: 2,
      reward: 1,
    });
    expect(await checkInStatus(db, me.id, new Date('2026-03-03T10:00:00Z'))).toEqual({
      checkedIn: false,
      today: '2026-03-03',
      streak: 2,
      reward: 1,
    });
    expect(await checkInStatus(db, me.id, new Date('2026-03-04T10:00:00Z'))).toMatchObject({ checkedIn: false, streak: 0 });
  });

  it('grants once when ten check-ins of the same user arrive at the same moment', async () => {
    const me = await createBidder(db, t.config.jwtSecret);
    const answers = await Promise.all(Array.from({ length: 10 }, () => call(me, '/reward/checkIn')));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(209)]);
    expect(await balance(db, me.id)).toEqual({ free: 1, paid: 0 });
    expect(await rewardLedger(db, me.id)).toHaveLength(1);
  });

  it('answers 202 and grants nothing to staff and demo accounts', async () => {
    for (const change of [sql`role = 'staff'`, sql`is_demo = true`]) {
      const account = await createBidder(db, t.config.jwtSecret);
      await db.execute(sql`update users set ${change} where id = ${account.id}`);
      const answer = await call(account, '/reward/checkIn');
      expect(answer.statusCode).toBe(CHECK_IN_STATUS.notCollecting);
      expect(answer.body).toBe('');
      expect(await balance(db, account.id)).toEqual({ free: 0, paid: 0 });
    }
  });

  it('shows the status, the history newest first (204 while empty) and lastCheckedIn in the next refresh token', async () => {
    const me = await createBidder(db, t.config.jwtSecret);
    expect((await call(me, '/reward/history')).statusCode).toBe(204);
    const before = checkInStatusSchema.parse((await call(me, '/reward/status')).json());
    expect(before).toEqual({ checkedIn: false, today: southAfricanDate(new Date()), streak: 0, reward: 1 });
    await checkIn(db, me.id, new Date(Date.now() - 86_400_000));
    await call(me, '/reward/checkIn');
    const status = checkInStatusSchema.parse((await call(me, '/reward/status')).json());
    expect(status).toMatchObject({ checkedIn: true, streak: 2 });
    const history = rewardHistorySchema.parse((await call(me, '/reward/history')).json());
    expect(history.dates).toEqual([southAfricanDate(new Date()), southAfricanDate(new Date(Date.now() - 86_400_000))]);
    expect(history.earned.map((row) => [row.reward, row.amount])).toEqual([
      ['dailyCheckIn', 1],
      ['dailyCheckIn', 1],
    ]);
    expect(history.earned[0]!.id).toBeGreaterThan(history.earned[1]!.id);
    const refreshed = await postApi(t.app, '/auth/refresh', { refreshToken: me.refreshToken });
    expect(refreshed.statusCode).toBe(200);
    const claims = decodeJwtPayload(refreshed.json().refreshToken)!;
    expect(typeof claims.lastCheckedIn).toBe('string');
    expect(Math.abs(Date.parse(claims.lastCheckedIn as string) - Date.now())).toBeLessThan(60_000);
  });

  it('answers 401 without a session', async () => {
    for (const path of ['/reward/checkIn', '/reward/daily', '/reward/status', '/reward/history', '/reward/summary']) {
      expect((await postApi(t.app, path, {})).statusCode, path).toBe(401);
    }
  });
});

describe('check-in pushes', () => {
  const t = useTestApp({ seed: false });
  let url: string;

  beforeAll(async () => {
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('sends new-reward and new-bids-count to every connection of the user, and nothing to others', async () => {
    const me = await createBidder(t.app.db, t.config.jwtSecret, { paid: 4 });
    const other = await createBidder(t.app.db, t.config.jwtSecret);
    const tabs = await Promise.all([connectClient(url), connectClient(url), connectClient(url)]);
    const who = [me, me, other];
    for (const [i, tab] of tabs.entries()) {
      const { nickname, bidToken, refreshToken } = who[i]!;
      expect((await tab.emit('auth', { nickname, bidToken, refreshToken })).status).toBe('success');
    }
    expect((await postApi(t.app, '/reward/checkIn', { refreshToken: me.refreshToken })).statusCode).toBe(200);
    for (const tab of tabs.slice(0, 2)) {
      const reward = await tab.waitFor((m) => m.event === 'new-reward');
      expect(reward).toMatchObject({ status: 'success', data: { reward: { bids: 1, type: 'dailyCheckIn' } } });
      await tab.waitFor((m) => m.event === 'new-bids-count' && 'data' in m && (m.data as { bids: number }).bids === 5);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(tabs[2]!.messages.some((m) => m.event === 'new-reward')).toBe(false);
    for (const tab of tabs) tab.close();
  });
});
