// Support's adjustment limit holds per shopper per South African day (issue 46), not per call:
// support staff together give at most SUPPORT_ADJUSTMENT_LIMIT Blitz to one shopper a day, free
// and paid alike, and take at most as much; two calls at once cannot both pass; owners have no
// limit; the next day (Africa/Johannesburg) starts afresh. Over the limit answers 403, as before.
import { SUPPORT_ADJUSTMENT_LIMIT } from '@blitz/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/use-test-app';
import { databaseKinds } from '../../helpers/test-database';
import { balance, createBidder } from '../auctions/auction-fixtures';
import { createStaff, postStaff, type TestStaff } from './staff-helpers';

describe.each(databaseKinds)("support's daily limit per shopper on %s", (kind) => {
  const t = useTestApp({ kind, seed: false });
  let owner: TestStaff;
  let support: TestStaff;
  let colleague: TestStaff;
  const adjust = (who: TestStaff, id: number, delta: number, paid = false) =>
    postStaff(t.app, '/users/adjust', { id, delta, paid, reason: 'Goodwill' }, who.token);
  const shopper = async (blitz: { free?: number } = {}) => (await createBidder(t.app.db, t.config.jwtSecret, blitz)).id;

  beforeAll(async () => {
    owner = await createStaff(t.app, 'owner@blitz.example.test', 'owner');
    support = await createStaff(t.app, 'support@blitz.example.test', 'support');
    colleague = await createStaff(t.app, 'support2@blitz.example.test', 'support');
  });

  it('lets support give a shopper the limit once a day, in free and paid Blitz together and across support staff', async () => {
    const id = await shopper();
    expect((await adjust(support, id, SUPPORT_ADJUSTMENT_LIMIT)).statusCode).toBe(200);
    expect((await adjust(support, id, SUPPORT_ADJUSTMENT_LIMIT)).statusCode).toBe(403);
    expect((await adjust(support, id, 1, true)).statusCode).toBe(403);
    expect((await adjust(colleague, id, 1)).statusCode).toBe(403);
    expect(await balance(t.app.db, id)).toEqual({ free: SUPPORT_ADJUSTMENT_LIMIT, paid: 0 });
    // The limit is per shopper: another shopper can still be helped today.
    expect((await adjust(support, await shopper(), 60, true)).statusCode).toBe(200);
    // Owners have none.
    expect((await adjust(owner, id, 500)).statusCode).toBe(200);
  });

  it('splits the limit over several calls and takes back at most the limit a day', async () => {
    const id = await shopper({ free: 1_000 });
    expect((await adjust(support, id, 60)).statusCode).toBe(200);
    expect((await adjust(support, id, 40, true)).statusCode).toBe(200);
    expect((await adjust(support, id, 1)).statusCode).toBe(403);
    expect((await adjust(support, id, -70)).statusCode).toBe(200);
    expect((await adjust(support, id, -31)).statusCode).toBe(403);
    expect(await balance(t.app.db, id)).toEqual({ free: 990, paid: 40 });
  });

  it('lets only one of two calls at once pass the limit', async () => {
    const id = await shopper();
    const answers = await Promise.all([adjust(support, id, 60), adjust(colleague, id, 60)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 403]);
    expect(await balance(t.app.db, id)).toEqual({ free: 60, paid: 0 });
  });

  it('starts afresh on the next South African day', async () => {
    const id = await shopper();
    expect((await adjust(support, id, SUPPORT_ADJUSTMENT_LIMIT)).statusCode).toBe(200);
    // Yesterday in Johannesburg: the adjustment moved to the end of the previous day there.
    await t.app.db.execute(sql`
      update blitz_adjustments set created_at = date_trunc('day', now() at time zone 'Africa/Johannesburg') at time zone 'Africa/Johannesburg' - interval '1 second'
      where user_id = ${id}`);
    expect((await adjust(support, id, SUPPORT_ADJUSTMENT_LIMIT)).statusCode).toBe(200);
    expect((await adjust(support, id, 1)).statusCode).toBe(403);
  });
});
