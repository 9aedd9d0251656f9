// Profile completion (5 free Blitz once, when every checklist field is set; never twice, also
// after clearing and refilling and under parallel updates) and referrals (on the referred user's
// first bid-pack payment: 10 to the referrer, 5 to the new user; nothing for an unknown or banned
// referrer, self-referral, a second purchase or a replayed ITN), with the dashboard summary.
import { rewardSummarySchema } from '@blitz/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../../src/db/client';
import { postApi } from '../../helpers/build-test-app';
import { useTestApp } from '../../helpers/use-test-app';
import { databaseKinds } from '../../helpers/test-database';
import { balance, createBidder, type Bidder } from '../auctions/auction-fixtures';
import { uploadPicture } from '../images/picture-fixtures';
import { completePayment, rewardLedger, rewardRows, setReferrer, startPackPayment } from './reward-fixtures';

describe.each(databaseKinds)('profile completion and referrals on %s', (kind) => {
  const t = useTestApp({ kind, seed: false });
  let db: Database;
  const summaryOf = async (who: Bidder) =>
    rewardSummarySchema.parse((await postApi(t.app, '/reward/summary', { refreshToken: who.refreshToken })).json());
  const update = (who: Bidder, fields: Record<string, unknown>) =>
    postApi(t.app, '/profile/update', {
      refreshToken: who.refreshToken,
      firstName: 'Thandi',
      lastName: 'Mokoena',
      email: 'x@example.test',
      nickName: who.nickname,
      ...fields,
    });
  const filled = { mobileNumber: '082 123 4567', location: 'Soweto' };
  /** The complete profile, with a picture the server stored from the shopper's own upload. */
  const complete = async (who: Bidder) => ({ ...filled, profileImage: await uploadPicture(t.app, who.refreshToken) });

  beforeAll(async () => {
    db = t.app.db;
  });

  it('lists what is missing, grants 5 once the profile is complete, and never again after clearing and refilling', async () => {
    const me = await createBidder(db, t.config.jwtSecret);
    await db.execute(sql`update users set location = null where id = ${me.id}`);
    expect((await summaryOf(me)).profile).toEqual({
      rewarded: false,
      missing: ['firstName', 'lastName', 'mobileNumber', 'location', 'profileImage'],
    });
    expect((await update(me, { mobileNumber: '0821234567' })).statusCode).toBe(200);
    expect((await summaryOf(me)).profile).toEqual({ rewarded: false, missing: ['location', 'profileImage'] });
    expect(await balance(db, me.id)).toEqual({ free: 0, paid: 0 });
    expect((await update(me, await complete(me))).statusCode).toBe(200);
    expect(await balance(db, me.id)).toEqual({ free: 5, paid: 0 });
    expect((await summaryOf(me)).profile).toEqual({ rewarded: true, missing: [] });
    expect((await update(me, { ...filled, location: '', profileImage: null })).statusCode).toBe(200);
    expect((await summaryOf(me)).profile).toEqual({ rewarded: true, missing: ['location', 'profileImage'] });
    expect((await update(me, await complete(me))).statusCode).toBe(200);
    expect(await balance(db, me.id)).toEqual({ free: 5, paid: 0 });
    expect(await rewardRows(db, me.id)).toEqual([{ kind: 'profileCompletion', amount: 5, key: 'once' }]);
  });

  it("needs a picture the server stored from the shopper's own upload: no /media address earns the reward", async () => {
    const me = await createBidder(db, t.config.jwtSecret);
    for (const profileImage of ['/media/uploads/profiles/no-such-file.webp', '/media/catalogue/avatar.webp']) {
      expect((await update(me, { ...filled, profileImage })).statusCode).toBe(400);
    }
    // Nor does an address put on the row another way (before pictures had recorded owners).
    await db.execute(sql`update users set profile_image = '/media/uploads/profiles/1-0123456789abcdef.webp' where id = ${me.id}`);
    expect((await update(me, filled)).statusCode).toBe(200);
    expect((await summaryOf(me)).profile).toEqual({ rewarded: false, missing: ['profileImage'] });
    expect(await balance(db, me.id)).toEqual({ free: 0, paid: 0 });
    expect(await rewardRows(db, me.id)).toEqual([]);
  });

  it('grants once when eight complete updates arrive at the same moment', async () => {
    const me = await createBidder(db, t.config.jwtSecret);
    // The picture first (the location still missing), then eight complete updates that keep it.
    expect((await update(me, { ...(await complete(me)), location: '' })).statusCode).toBe(200);
    const { profileImage } = (await postApi(t.app, '/profile/view', { refreshToken: me.refreshToken })).json() as { profileImage: string };
    const answers = await Promise.all(Array.from({ length: 8 }, () => update(me, { ...filled, profileImage })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect(await balance(db, me.id)).toEqual({ free: 5, paid: 0 });
    expect(await rewardLedger(db, me.id)).toHaveLength(1);
  });

  it('rewards both sides once on the first pack, not on the second or a replayed ITN', async () => {
    const referrer = await createBidder(db, t.config.jwtSecret);
    const friend = await createBidder(db, t.config.jwtSecret);
    await setReferrer(db, friend.id, referrer.id);
    expect((await summaryOf(referrer)).referral).toMatchObject({ joined: 1, bought: 0 });
    const first = await startPackPayment(t, friend);
    const settled = await completePayment(db, first);
    expect(settled).toMatchObject({
      kind: 'paid',
      rewards: [
        { userId: referrer.id, type: 'referrer', bids: 10 },
        { userId: friend.id, type: 'referred', bids: 5 },
      ],
    });
    expect(await completePayment(db, first)).toEqual({ kind: 'replay' });
    expect(await balance(db, referrer.id)).toEqual({ free: 10, paid: 0 });
    expect(await balance(db, friend.id)).toEqual({ free: 5, paid: 100 });
    await completePayment(db, await startPackPayment(t, friend));
    expect(await balance(db, referrer.id)).toEqual({ free: 10, paid: 0 });
    expect(await balance(db, friend.id)).toEqual({ free: 5, paid: 200 });
    expect(await rewardRows(db, referrer.id)).toEqual([{ kind: 'referrer', amount: 10, key: `user:${friend.id}` }]);
    expect((await summaryOf(referrer)).referral).toMatchObject({ joined: 1, bought: 1 });
    const history = (await postApi(t.app, '/reward/history', { refreshToken: friend.refreshToken })).json();
    expect(history.earned.map((row: { reward: string }) => row.reward)).toEqual(['referred']);
  });

  it('pays nothing for a banned referrer, self-referral, or a buyer without a referrer', async () => {
    const banned = await createBidder(db, t.config.jwtSecret);
    const friend = await createBidder(db, t.config.jwtSecret);
    await setReferrer(db, friend.id, banned.id);
    await db.execute(sql`update users set banned_at = now() where id = ${banned.id}`);
    const self = await createBidder(db, t.config.jwtSecret);
    await setReferrer(db, self.id, self.id);
    const alone = await createBidder(db, t.config.jwtSecret);
    for (const buyer of [friend, self, alone]) {
      expect(await completePayment(db, await startPackPayment(t, buyer))).toMatchObject({ kind: 'paid', rewards: [] });
      expect(await balance(db, buyer.id)).toEqual({ free: 0, paid: 100 });
    }
    expect(await balance(db, banned.id)).toEqual({ free: 0, paid: 0 });
  });

  it('does not reward a purchase after an earlier one made while the referrer was banned', async () => {
    const referrer = await createBidder(db, t.config.jwtSecret);
    const friend = await createBidder(db, t.config.jwtSecret);
    await setReferrer(db, friend.id, referrer.id);
    await db.execute(sql`update users set banned_at = now() where id = ${referrer.id}`);
    await completePayment(db, await startPackPayment(t, friend));
    await db.execute(sql`update users set banned_at = null where id = ${referrer.id}`);
    await completePayment(db, await startPackPayment(t, friend));
    expect(await balance(db, referrer.id)).toEqual({ free: 0, paid: 0 });
    expect(await balance(db, friend.id)).toEqual({ free: 0, paid: 200 });
  });

  it('gives the referral code in the summary', async () => {
    const me = await createBidder(db, t.config.jwtSecret);
    const [row] = await queryRows<{ code: string }>(db, sql`select referral_code as code from users where id = ${me.id}`);
    expect((await summaryOf(me)).referral).toEqual({ code: row!.code, joined: 0, bought: 0 });
  });
});
