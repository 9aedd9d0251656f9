// A model-based test of the money calls (issue 46): random sequences of buying packs, bidding,
// BidBuddy, auctions ending, buy now, cart changes, payment links, PayFast notices (genuine,
// replayed, cancelled, forged, in any order), daily check-ins and support's adjustments, against
// a model of what was paid and granted; after every step money-invariants.ts checks that nobody
// holds more Blitz or items than paid for or granted, that each item is paid once and that the
// ledger sums to every balance. FUZZ_RUNS sets the number of runs (FUZZ_SEED replays one).
import { centsToWire } from '@blitz/contract';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../../src/db/client';
import { changeCart } from '../../../src/modules/cart/service';
import { cartLinesOf, cartTypeOf } from '../../../src/modules/cart/cart-lines';
import { buildTestApp, postAs, type TestApp } from '../../helpers/build-test-app';
import { fuzzRuns, fuzzSeed } from '../../fuzz/fuzz-checks';
import { createAuction, createBidder, expire, makeBuddyTurnDue, type Bidder } from '../auctions/auction-fixtures';
import { sowetoHome } from '../shipping/shipping-fixtures';
import { createStaff, postStaff, type TestStaff } from '../staff/staff-helpers';
import { payfastTestEnv, postNotice, startFakePayfast, type FakePayfast } from './fake-payfast';
import { assertMoneyInvariants, type ModelShopper } from './money-invariants';

const SHOPPERS = 2;
const AUCTIONS = 2;
const PACK_BIDS = 10;
const PACK_CENTS = 2_000;
/** Short inside `npm test` (well under two minutes); `npm run fuzz` runs it with FUZZ_RUNS. */
const RUNS = fuzzRuns(15);

interface Model {
  shoppers: ModelShopper[];
}

interface Real {
  users: (Bidder & { profileId: number })[];
  auctions: number[];
}

let t: TestApp;
let db: Database;
let payfast: FakePayfast;
let support: TestStaff;
let packId: number;

const call = (who: Bidder, path: string, body?: Record<string, unknown>) => postAs(t.app, who, path, body);
const notify = (payload: string) => postNotice(t.app, payload);

type Step = (model: Model, real: Real) => Promise<void>;

/** /payment/link for the cart as the server prices it; a payment it starts joins the model. */
async function link(model: Model, real: Real, u: number, cartType: 'bids' | 'auction'): Promise<void> {
  const user = real.users[u]!;
  const lines = (await cartLinesOf(db, user.id)).filter((line) => cartTypeOf(line) === cartType && line.cents !== null);
  const total = lines.reduce((sum, line) => sum + line.cents!, 0);
  const response = await call(user, '/payment/link', {
    feCartTotal: centsToWire(total),
    payGateID: 1,
    shippingProfileID: user.profileId,
    cartType,
  });
  expect([200, 202, 208, 209, 429]).toContain(response.statusCode);
  if (response.statusCode !== 200) return;
  const reference = new URL((response.json() as { redirectUrl: string }).redirectUrl).searchParams.get('m_payment_id')!;
  const packBids = lines.reduce((sum, line) => sum + (line.kind === 'bids' ? line.quantity * PACK_BIDS : 0), 0);
  model.shoppers[u]!.payments.push({ reference, amountCents: total, packBids, state: 'pending', notice: null });
}

/** A command: a name for the failing path, and its step (the model check runs after every one). */
function command(name: string, step: Step): fc.AsyncCommand<Model, Real> {
  return {
    check: () => true,
    async run(model, real) {
      await step(model, real);
      await assertMoneyInvariants(
        db,
        real.users.map((user) => user.id),
        model.shoppers,
      );
    },
    toString: () => name,
  };
}

const shopper = fc.nat({ max: SHOPPERS - 1 });
const auction = fc.nat({ max: AUCTIONS - 1 });

const calls = {
  addPack: fc.tuple(shopper, fc.integer({ min: 1, max: 3 })).map(([u, quantity]) =>
    command(`addPack(${u}, ${quantity})`, async (_m, real) => {
      await changeCart(db, real.users[u]!.id, { type: 'bids', productId: packId, quantity });
    }),
  ),
  removePack: shopper.map((u) =>
    command(`removePack(${u})`, async (_m, real) => {
      await changeCart(db, real.users[u]!.id, { type: 'bids', productId: packId, remove: true });
    }),
  ),
  bid: fc.tuple(shopper, auction).map(([u, a]) =>
    command(`bid(${u}, ${a})`, async (_m, real) => {
      await t.app.auctions.engine.placeBid(real.auctions[a]!, real.users[u]!.id);
    }),
  ),
  buddy: fc.tuple(shopper, auction, fc.boolean()).map(([u, a, on]) =>
    command(`buddy(${u}, ${a}, ${on})`, async (_m, real) => {
      await call(real.users[u]!, '/auction/bidBuddy', { lanIso: 'en', active: on, auctionID: real.auctions[a], buddyAmount: on ? 2 : 0 });
      await makeBuddyTurnDue(db, real.auctions[a]!);
      await t.app.auctions.engine.tick();
    }),
  ),
  end: auction.map((a) =>
    command(`end(${a})`, async (_m, real) => {
      await expire(db, real.auctions[a]!);
      await t.app.auctions.engine.tick();
    }),
  ),
  buyNow: fc.tuple(shopper, auction).map(([u, a]) =>
    command(`buyNow(${u}, ${a})`, async (_m, real) => {
      expect([200, 209, 422]).toContain((await call(real.users[u]!, '/auction/buyNow', { auctionID: real.auctions[a] })).statusCode);
    }),
  ),
  wonItem: fc.tuple(shopper, auction, fc.boolean()).map(([u, a, remove]) =>
    command(`wonItem(${u}, ${a}, ${remove ? 'remove' : 'put back'})`, async (_m, real) => {
      await changeCart(db, real.users[u]!.id, { type: 'auction', auctionId: real.auctions[a]!, remove });
    }),
  ),
  // Two tabs: the same cart linked twice before either is paid.
  link: fc
    .tuple(shopper, fc.constantFrom('bids' as const, 'auction' as const, 'auction' as const), fc.constantFrom(1, 1, 2))
    .map(([u, cartType, tabs]) =>
      command(`link(${u}, ${cartType}, ${tabs} tab${tabs > 1 ? 's' : ''})`, async (model, real) => {
        for (let tab = 0; tab < tabs; tab += 1) await link(model, real, u, cartType);
      }),
    ),
  // The n-th payment of the run of those the notice can concern (any shopper's, wrapping round), so
  // notices come in any order: completing or cancelling a pending one, replaying a completed one,
  // or a forged amount for any.
  notice: fc.tuple(fc.nat(), fc.constantFrom('complete', 'complete', 'complete', 'replay', 'cancel', 'forged')).map(([n, kind]) =>
    command(`notice(#${n}, ${kind})`, async (model) => {
      const wanted = kind === 'forged' ? null : kind === 'replay' ? 'complete' : 'pending';
      const payments = model.shoppers
        .flatMap((shopperModel, u) => shopperModel.payments.map((payment) => ({ u, payment })))
        .filter(({ payment }) => wanted === null || payment.state === wanted);
      if (payments.length === 0) return;
      const { u, payment } = payments[n % payments.length]!;
      if (kind === 'forged') {
        expect((await notify(payfast.notice(payment.reference, payment.amountCents + 100))).statusCode).toBe(400);
      } else if (kind === 'replay') {
        expect((await notify(payment.notice!)).statusCode).toBe(200);
      } else if (kind === 'cancel') {
        const cancelled = payfast.notice(payment.reference, payment.amountCents, { payment_status: 'CANCELLED' });
        expect((await notify(cancelled)).statusCode).toBe(200);
        payment.state = 'cancelled';
      } else {
        payment.notice = payfast.notice(payment.reference, payment.amountCents);
        expect((await notify(payment.notice)).statusCode).toBe(200);
        payment.state = 'complete';
        model.shoppers[u]!.takenCents += payment.amountCents;
        model.shoppers[u]!.purchased += payment.packBids;
      }
    }),
  ),
  checkIn: shopper.map((u) =>
    command(`checkIn(${u})`, async (model, real) => {
      const response = await call(real.users[u]!, '/reward/checkIn');
      if (response.statusCode === 200) model.shoppers[u]!.rewarded += (response.json() as { bids: number }).bids;
    }),
  ),
  adjust: fc
    .tuple(
      shopper,
      fc.integer({ min: -120, max: 120 }).filter((delta) => delta !== 0),
      fc.boolean(),
    )
    .map(([u, delta, paid]) =>
      command(`adjust(${u}, ${delta}, ${paid ? 'paid' : 'free'})`, async (model, real) => {
        const response = await postStaff(t.app, '/users/adjust', { id: real.users[u]!.id, delta, paid, reason: 'Goodwill' }, support.token);
        expect([200, 403, 422]).toContain(response.statusCode);
        if (response.statusCode !== 200) return;
        const shopperModel = model.shoppers[u]!;
        shopperModel.adjusted += delta;
        if (delta > 0) shopperModel.supportGiven += delta;
        else shopperModel.supportTaken -= delta;
      }),
    ),
};

/** The calls where money moves come up more often, so a run reaches a paid item and its repeats. */
const commands = [
  ...Object.values(calls),
  ...[calls.addPack, calls.bid, calls.bid, calls.buyNow, calls.buyNow],
  ...[calls.link, calls.link, calls.link, calls.notice, calls.notice, calls.notice, calls.notice],
];

async function freshRun(): Promise<{ model: Model; real: Real }> {
  const initial = { free: 3, paid: 5 };
  const users: Real['users'] = [];
  const shoppers: ModelShopper[] = [];
  for (let i = 0; i < SHOPPERS; i += 1) {
    const user = await createBidder(db, t.config.jwtSecret, initial);
    await call(user, '/shipping/create', sowetoHome);
    const [profile] = await queryRows<{ id: number }>(db, sql`select id from shipping_profiles where user_id = ${user.id}`);
    users.push({ ...user, profileId: profile!.id });
    shoppers.push({ initial, purchased: 0, rewarded: 0, adjusted: 0, supportGiven: 0, supportTaken: 0, takenCents: 0, payments: [] });
  }
  const auctions: number[] = [];
  for (let i = 0; i < AUCTIONS; i += 1) auctions.push(await createAuction(db, { retailCents: 6_000 + i * 500, endsIn: 3_600 }));
  return { model: { shoppers }, real: { users, auctions } };
}

describe('the money calls against a model', () => {
  beforeAll(async () => {
    payfast = await startFakePayfast();
    t = await buildTestApp({
      seed: false,
      env: payfastTestEnv(payfast),
    });
    db = t.app.db;
    support = await createStaff(t.app, 'support@blitz.example.test', 'support');
    [{ id: packId }] = (await queryRows<{ id: number }>(
      db,
      sql`insert into bid_packs (bids, price_cents) values (${PACK_BIDS}, ${PACK_CENTS}) returning id`,
    )) as [{ id: number }];
  });
  afterAll(async () => {
    await t?.close();
    await payfast?.close();
  });

  it(
    'never lets anyone hold more Blitz or items than paid for or granted',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.commands(commands, { maxCommands: 50, size: 'max' }), async (steps) => {
          const { model, real } = await freshRun();
          await fc.asyncModelRun(() => ({ model, real }), steps);
        }),
        { numRuns: RUNS, ...fuzzSeed() },
      );
    },
    RUNS * 20_000,
  );
});
