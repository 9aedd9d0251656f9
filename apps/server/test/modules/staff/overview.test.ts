// The staff console's home page call: paid orders of goods waiting to ship (not bid packs, not
// shipped or unpaid ones), reports nobody has opened, Open auctions ending within the hour
// (soonest first), and today's takings against yesterday's by the South African day of payment;
// each part only for the roles of its section.
import { previousDate, southAfricanDate, staffOverviewSchema, type StaffOverview } from '@blitz/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../../src/db/client';
import { postApi } from '../../helpers/build-test-app';
import { useTestApp } from '../../helpers/use-test-app';
import { databaseKinds } from '../../helpers/test-database';
import { createAuction, createBidder } from '../auctions/auction-fixtures';
import { createStaff, postStaff, type TestStaff } from './staff-helpers';

describe.each(databaseKinds)('the staff overview on %s', (kind) => {
  const t = useTestApp({ kind, seed: false });
  let db: Database;
  const staff = {} as Record<'owner' | 'operator' | 'support', TestStaff>;
  let yesterdayPaidAt: string;
  let soonest: number;
  let soon: number;

  /** An order of `kind` lines for `cents`, paid `paidDaysAgo` days ago (null: unpaid). */
  async function order(userId: number, status: string, kinds: string[], cents: number, paidDaysAgo: number | null) {
    const paidAt = paidDaysAgo === null ? null : sql`now() - ${paidDaysAgo} * interval '1 day'`;
    const [row] = await queryRows<{ id: number; paidAt: Date | null }>(
      db,
      sql`insert into orders (user_id, status, total_cents, paid_at) values (${userId}, ${status}, ${cents * kinds.length}, ${paidAt})
          returning id, paid_at as "paidAt"`,
    );
    for (const item of kinds) {
      await db.execute(sql`insert into order_items (order_id, kind, title, price_cents, final_price_cents)
        values (${row!.id}, ${item}, ${`A ${item}`}, ${cents}, ${cents})`);
    }
    return row!;
  }

  const overview = async (member: TestStaff): Promise<StaffOverview> => {
    const answer = await postStaff(t.app, '/overview/get', {}, member.token);
    expect(answer.statusCode, answer.body).toBe(200);
    return staffOverviewSchema.parse(answer.json());
  };

  beforeAll(async () => {
    db = t.app.db;
    for (const role of ['owner', 'operator', 'support'] as const)
      staff[role] = await createStaff(t.app, `${role}@blitz.example.test`, role);
    const buyer = await createBidder(db, t.config.jwtSecret);
    // Waiting to ship: a paid won auction (today) and a buy-now being packed (paid yesterday).
    await order(buyer.id, 'Paid', ['auction'], 2500, 0);
    const packed = await order(buyer.id, 'Processing', ['buy-now'], 10_000, 1);
    yesterdayPaidAt = new Date(packed.paidAt!).toISOString();
    // Not waiting: a paid bid pack (nothing to ship), a shipped order, an unpaid win.
    await order(buyer.id, 'Paid', ['bids'], 5000, 0);
    await order(buyer.id, 'Shipped', ['auction'], 7000, 1);
    await order(buyer.id, 'Awaiting Payment', ['auction'], 900, null);
    // Two reports, one of them opened already.
    for (const name of ['Naledi Dube', 'Johan Botha']) {
      const sent = await postApi(t.app, '/report/create', {
        fullName: name,
        email: 'reporter@example.co.za',
        cellNumber: '082 555 0123',
        message: 'The countdown froze.',
        type: 'Issue',
      });
      expect(sent.statusCode).toBe(202);
    }
    await db.execute(sql`update reports set status = 'in progress' where full_name = 'Johan Botha'`);
    // Ending within the hour: two Open auctions; not: one ending later and one not started.
    soon = await createAuction(db, { endsIn: 40 * 60 });
    soonest = await createAuction(db, { endsIn: 5 * 60 });
    await createAuction(db, { endsIn: 3 * 3600 });
    await createAuction(db, { status: 'Not Started' });
  });

  it('gives an owner every part', async () => {
    const today = southAfricanDate(new Date());
    const seen = await overview(staff.owner);
    expect(seen.ordersToShip).toEqual({ count: 2, oldestPaidAt: yesterdayPaidAt });
    expect(seen.newReports).toMatchObject({ count: 1 });
    expect(seen.endingSoon!.count).toBe(2);
    expect(seen.endingSoon!.auctions.map((auction) => auction.id)).toEqual([soonest, soon]);
    expect(seen.endingSoon!.auctions[0]).toMatchObject({ currentPrice: '0.00', bidCount: 0 });
    // Packs, final prices and buy-now by the day they were paid, whatever the order's status since.
    expect(seen.takings).toEqual({ today: { day: today, cents: 7500 }, yesterday: { day: previousDate(today), cents: 17_000 } });
  });

  it('gives each other role only the parts of its sections', async () => {
    const operator = await overview(staff.operator);
    expect(operator.ordersToShip?.count).toBe(2);
    expect(operator.newReports?.count).toBe(1);
    expect(operator.endingSoon?.count).toBe(2);
    expect(operator.takings).toBeNull();
    const support = await overview(staff.support);
    expect(support.ordersToShip?.count).toBe(2);
    expect(support.newReports?.count).toBe(1);
    expect(support.endingSoon).toBeNull();
    expect(support.takings).toBeNull();
  });

  it('counts every auction ending soon but names only the first few', async () => {
    for (let i = 0; i < 9; i += 1) await createAuction(db, { endsIn: 50 * 60 });
    const seen = await overview(staff.operator);
    expect(seen.endingSoon!.count).toBe(11);
    expect(seen.endingSoon!.auctions).toHaveLength(8);
    expect(seen.endingSoon!.auctions[0]!.id).toBe(soonest);
  });

  it('answers 401 without a staff token', async () => {
    expect((await postStaff(t.app, '/overview/get', {})).statusCode).toBe(401);
  });
});
