import { describe, expect, it } from 'vitest';
import { staffDeps } from '../../../src/modules/staff/routes';
import { createStaffAccount } from '../../../src/modules/staff/service';
import { balanceOf } from '../../../src/modules/wallet/ledger';
import { postApi } from '../../helpers/build-test-app';
import { useTestApp } from '../../helpers/use-test-app';
import { databaseKinds } from '../../helpers/test-database';
import { createAuction, createBidder } from '../auctions/auction-fixtures';
import { signUpUser } from '../auth/account-helpers';

describe.each(databaseKinds)('staff never bid, set a BidBuddy or buy on %s', (kind) => {
  const t = useTestApp({ kind, seed: false });

  it('a shop account becomes a staff member’s when the staff account is made: bids, buddies and payments are refused', async () => {
    const bidder = await createBidder(t.app.db, t.config.jwtSecret, { free: 10 });
    const auction = await createAuction(t.app.db, { status: 'Open', endsIn: 60 });
    expect((await t.app.auctions.engine.placeBid(auction, bidder.id)).ok).toBe(true);
    const email = (await t.app.db.execute(`select email from users where id = ${bidder.id}`)) as unknown as { rows: { email: string }[] };
    await createStaffAccount(staffDeps(t.app), null, email.rows[0]!.email, 'support');

    // Another bidder leads, so only the staff rule stands in the way (both bid paths refuse).
    const other = await createBidder(t.app.db, t.config.jwtSecret, { free: 5 });
    expect((await t.app.auctions.engine.placeBid(auction, other.id)).ok).toBe(true);
    const refused = await t.app.auctions.engine.placeBid(auction, bidder.id);
    expect(refused).toEqual({ ok: false, reason: 'staff-account' });
    const buddy = await postApi(t.app, '/auction/bidBuddy', {
      refreshToken: bidder.refreshToken,
      active: true,
      auctionID: auction,
      buddyAmount: 3,
    });
    expect(buddy.statusCode).toBe(406);
    const buyNow = await postApi(t.app, '/auction/buyNow', { refreshToken: bidder.refreshToken, auctionID: auction });
    expect(buyNow.statusCode, buyNow.body).toBe(403);
    const pay = await postApi(t.app, '/payment/link', {
      refreshToken: bidder.refreshToken,
      feCartTotal: '99.00',
      payGateID: 1,
      shippingProfileID: 0,
      cartType: 'bids',
    });
    expect(pay.statusCode, pay.body).toBe(403);
    expect(await balanceOf(t.app.db, bidder.id)).toEqual({ free: 9, paid: 0 });
    // Ordinary shoppers are untouched.
    const third = await createBidder(t.app.db, t.config.jwtSecret, { free: 5 });
    expect((await t.app.auctions.engine.placeBid(auction, third.id)).ok).toBe(true);
  });

  it('signing up to the shop with a staff member’s email gives an account that cannot bid', async () => {
    await createStaffAccount(staffDeps(t.app), null, 'staff.shopper@blitz.example.test', 'operator');
    const user = await signUpUser(t.app, 'staff.shopper@blitz.example.test', 'StaffShopper');
    const pay = await postApi(t.app, '/payment/link', {
      refreshToken: user.refreshToken,
      feCartTotal: '99.00',
      payGateID: 1,
      shippingProfileID: 0,
      cartType: 'bids',
    });
    expect(pay.statusCode, pay.body).toBe(403);
  });
});
