// /shipping/get, /shipping/create, /shipping/update and /shipping/delete: a user's own delivery
// addresses, South Africa only (the nine provinces, four-digit postal codes, the phone rule),
// capped per user, and another user's profile is never read, changed or deleted.
import { MAX_SHIPPING_PROFILES, shippingProfileListSchema } from '@blitz/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../../src/db/client';
import { postApi, postAs } from '../../helpers/build-test-app';
import { useTestApp } from '../../helpers/use-test-app';
import { databaseKinds } from '../../helpers/test-database';
import { createBidder, type Bidder } from '../auctions/auction-fixtures';
import { sowetoHome } from './shipping-fixtures';

const home = sowetoHome;

describe.each(databaseKinds)('shipping profiles on %s', (kind) => {
  const t = useTestApp({ kind, seed: false });
  let db: Database;
  let me: Bidder;
  let other: Bidder;
  const call = (who: Bidder, path: string, body?: Record<string, unknown>) => postAs(t.app, who, path, body);
  const listOf = async (who: Bidder) => {
    const response = await call(who, '/shipping/get');
    expect(response.statusCode).toBe(200);
    return shippingProfileListSchema.parse(response.json());
  };

  beforeAll(async () => {
    db = t.app.db;
    me = await createBidder(db, t.config.jwtSecret);
    other = await createBidder(db, t.config.jwtSecret);
  });

  it('starts empty, creates with 202 and lists the profile in wire shape', async () => {
    expect(await listOf(me)).toEqual([]);
    const created = await call(me, '/shipping/create', { ...home });
    expect(created.statusCode).toBe(202);
    expect(created.body).toBe('');
    const [profile] = await listOf(me);
    expect(profile).toEqual({ id: expect.any(Number), ...home });
    expect(await listOf(other)).toEqual([]);
  });

  it('trims what it stores and updates only the owner’s profile', async () => {
    const [profile] = await listOf(me);
    const update = {
      ...home,
      id: profile!.id,
      title: '  Work  ',
      complex: 'Unit 4, Maponya Park',
      province: 'Limpopo',
      postalCode: '0699',
    };
    expect((await call(other, '/shipping/update', update)).statusCode).toBe(404);
    expect((await listOf(me))[0]).toEqual({ ...home, id: profile!.id });
    expect((await call(me, '/shipping/update', update)).statusCode).toBe(202);
    expect((await listOf(me))[0]).toEqual({ ...update, title: 'Work' });
    expect((await call(me, '/shipping/update', { ...update, id: profile!.id + 10_000 })).statusCode).toBe(404);
  });

  it.each([
    ['a province that is not one of the nine', { province: 'Transvaal' }],
    ['a postal code of three digits', { postalCode: '180' }],
    ['letters in the postal code', { postalCode: '18O4' }],
    ['a mobile number of nine digits', { recipientMobile: '082123456' }],
    ['another country', { country: 'Namibia' }],
    ['a blank title', { title: '   ' }],
    ['no street address', { streetAddress: undefined }],
  ])('refuses %s with 400 Data format error and stores nothing', async (_case, change) => {
    const before = await listOf(me);
    const response = await call(me, '/shipping/create', { ...home, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Data format error' });
    expect(await listOf(me)).toEqual(before);
  });

  it('answers 401 without a session', async () => {
    for (const path of ['/shipping/get', '/shipping/create', '/shipping/update', '/shipping/delete']) {
      const response = await postApi(t.app, path, { ...home, id: 1, shippingID: 1 });
      expect(response.statusCode, path).toBe(401);
    }
  });

  it(`keeps at most ${MAX_SHIPPING_PROFILES} profiles per user`, async () => {
    const user = await createBidder(db, t.config.jwtSecret);
    for (let i = 0; i < MAX_SHIPPING_PROFILES; i += 1) {
      expect((await call(user, '/shipping/create', { ...home, title: `Address ${i}` })).statusCode).toBe(202);
    }
    const over = await call(user, '/shipping/create', { ...home, title: 'One too many' });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toEqual({ message: 'Unprocessable Entity' });
    expect(await listOf(user)).toHaveLength(MAX_SHIPPING_PROFILES);
  });

  it('deletes only the owner’s profile, with 202, and 404 for one that is gone', async () => {
    const [profile] = await listOf(me);
    expect((await call(other, '/shipping/delete', { shippingID: profile!.id })).statusCode).toBe(404);
    expect(await listOf(me)).toHaveLength(1);
    const deleted = await call(me, '/shipping/delete', { shippingID: profile!.id });
    expect(deleted.statusCode).toBe(202);
    expect(await listOf(me)).toEqual([]);
    expect((await call(me, '/shipping/delete', { shippingID: profile!.id })).statusCode).toBe(404);
    const rows = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from shipping_profiles where id = ${profile!.id}`);
    expect(Number(rows[0]!.n)).toBe(0);
  });
});
