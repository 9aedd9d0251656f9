import type { AuctionDraftInput, StaffAuction, StaffAuctionOptions } from '@blitz/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client';
import { balanceOf } from '../../../src/modules/wallet/ledger';
import { postApi, postAs } from '../../helpers/build-test-app';
import { useTestApp } from '../../helpers/use-test-app';
import { databaseKinds } from '../../helpers/test-database';
import { createBidder, type Bidder } from '../auctions/auction-fixtures';
import { postStaff, useStaffAccounts } from './staff-helpers';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databaseKinds)('staff auctions on %s', (kind) => {
  const t = useTestApp({ kind });
  const { operator, support } = useStaffAccounts(t, ['operator', 'support']);
  let options: StaffAuctionOptions;
  beforeAll(async () => {
    const answer = await postStaff(t.app, '/auctions/options', {}, operator.token);
    expect(answer.statusCode).toBe(200);
    options = answer.json() as StaffAuctionOptions;
  });

  const draft = (overrides: Partial<AuctionDraftInput> = {}): AuctionDraftInput => {
    const item = options.items.find((i) => i.mainImage && i.categoryId)!;
    return {
      itemId: item.id,
      title: 'Staff scheduled kettle',
      description: 'Cordless, 1.7 litres.',
      departmentId: item.departmentId!,
      categoryId: item.categoryId,
      major: false,
      auctionTime: new Date(Date.now() + 3_600_000).toISOString(),
      openingSeconds: 600,
      auctionTimer: 15,
      bidIncrement: '0.20',
      startingAmount: '1.00',
      retailPrice: '899.00',
      buyNowPrice: '849.00',
      buyNowEnabled: true,
      bidType: 'Standard',
      buddyAllowed: true,
      featured: false,
      lockPrice: null,
      ...overrides,
    };
  };
  const create = async (overrides: Partial<AuctionDraftInput> = {}) => {
    const answer = await postStaff(t.app, '/auctions/create', { draft: draft(overrides) }, operator.token);
    expect(answer.statusCode).toBe(200);
    return answer.json() as StaffAuction;
  };
  /** The shopper's BidBuddy on the auction, switched on with this many Blitz. */
  const setBuddy = (bidder: Bidder, auctionID: number, buddyAmount: number) =>
    postAs(t.app, bidder, '/auction/bidBuddy', { active: true, auctionID, buddyAmount });
  const auditOf = (id: number, action: string) =>
    queryRows<{ staff_id: number; before: unknown; after: unknown }>(
      t.app.db,
      sql`select staff_id, before, after from staff_audit where target_type = 'auction' and target_id = ${String(id)} and action = ${action}`,
    );

  it('an operator schedules an auction: the shop shows it with its settings and pictures, and the audit has it', async () => {
    const auction = await create();
    expect(auction).toMatchObject({ status: 'Not Started', currentPrice: '1.00', bidCount: 0, buyNowPrice: '849.00' });
    expect(auction.mainImage?.full).toMatch(/^\/media\//);
    const shop = await postApi(t.app, '/auction/get', { auctionID: auction.id });
    expect(shop.statusCode).toBe(200);
    expect(shop.json()).toMatchObject({
      title: 'Staff scheduled kettle',
      status: 'Not Started',
      buyNowPrice: '849.00',
      auctionTimer: 15,
      bidBuddy: true,
    });
    expect((shop.json() as { mainImage: unknown }).mainImage).toEqual(auction.mainImage);
    const [audit] = await auditOf(auction.id, 'auction.create');
    expect(audit).toMatchObject({ staff_id: operator.id, before: null, after: { title: 'Staff scheduled kettle', retailPrice: '899.00' } });
  });

  it('support staff and shoppers cannot touch auctions', async () => {
    const auction = await create({ title: 'Guarded' });
    for (const [path, body] of [
      ['/auctions/create', { draft: draft() }],
      ['/auctions/update', { id: auction.id, draft: draft({ title: 'Hijacked' }) }],
      ['/auctions/withdraw', { id: auction.id }],
      ['/auctions/list', {}],
    ] as const) {
      expect((await postStaff(t.app, path, body, support.token)).statusCode).toBe(403);
    }
    const shopper = await createBidder(t.app.db, t.config.jwtSecret);
    expect((await postStaff(t.app, '/auctions/update', { id: auction.id, draft: draft() }, shopper.refreshToken)).statusCode).toBe(403);
    expect((await postStaff(t.app, '/auctions/update', { id: auction.id, draft: draft() })).statusCode).toBe(401);
    expect((await auditOf(auction.id, 'auction.update')).length).toBe(0);
  });

  it('refuses drafts that break the rules with 422 and malformed ones with 400', async () => {
    const bad = async (overrides: Partial<AuctionDraftInput>) =>
      (await postStaff(t.app, '/auctions/create', { draft: draft(overrides) }, operator.token)).statusCode;
    expect(await bad({ startingAmount: '810.00' })).toBe(422);
    expect(await bad({ major: true })).toBe(422);
    expect(await bad({ bidType: 'Locked', lockPrice: null })).toBe(422);
    expect(await bad({ auctionTime: new Date(Date.now() - 3_600_000).toISOString() })).toBe(422);
    const other = options.departments.find((d) => d.id !== draft().departmentId && d.categories.length > 0)!;
    expect(await bad({ categoryId: other.categories[0]!.id })).toBe(422);
    // A department that does not exist, for a major auction (no category to check it by) too.
    expect(await bad({ departmentId: 987_654 })).toBe(422);
    expect(await bad({ major: true, categoryId: null, departmentId: 987_654 })).toBe(422);
    expect(await bad({ retailPrice: '12.5' })).toBe(400);
    expect(await bad({ bidType: 'Silent' as never })).toBe(400);
    expect(await bad({ major: true, categoryId: null, bidType: 'Locked', lockPrice: '100.00' })).toBe(200);
  });

  it('once Open, only the title, description and featured flag change (423 otherwise); clones keep the settings', async () => {
    const auction = await create({ auctionTime: new Date(Date.now() + 1_000).toISOString() });
    await sleep(1_200);
    await t.app.auctions.engine.tick();
    const open = (await postStaff(t.app, '/auctions/get', { id: auction.id }, operator.token)).json() as StaffAuction;
    expect(open.status).toBe('Open');
    const base = { ...draft(), auctionTime: open.auctionTime };
    const refused = await postStaff(
      t.app,
      '/auctions/update',
      { id: auction.id, draft: { ...base, retailPrice: '999.00' } },
      operator.token,
    );
    expect(refused.statusCode).toBe(423);
    expect(refused.json()).toEqual({ message: 'Locked' });
    const renamed = await postStaff(
      t.app,
      '/auctions/update',
      { id: auction.id, draft: { ...base, title: 'Renamed kettle', featured: true } },
      operator.token,
    );
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ title: 'Renamed kettle', featured: true, retailPrice: '899.00' });
    const [audit] = await auditOf(auction.id, 'auction.update');
    expect(audit).toMatchObject({
      before: { title: 'Staff scheduled kettle', featured: false },
      after: { title: 'Renamed kettle', featured: true },
    });

    const at = new Date(Date.now() + 7_200_000).toISOString();
    const clone = await postStaff(t.app, '/auctions/clone', { id: auction.id, auctionTime: at }, operator.token);
    expect(clone.statusCode).toBe(200);
    expect(clone.json()).toMatchObject({
      status: 'Not Started',
      title: 'Renamed kettle',
      auctionTime: at,
      retailPrice: '899.00',
      auctionTimer: 15,
      mainImage: open.mainImage,
    });
  });

  it('withdrawing closes the auction and returns every buddy reserve; a finished auction cannot be withdrawn or edited', async () => {
    const auction = await create();
    const bidder = await createBidder(t.app.db, t.config.jwtSecret, { free: 20 });
    const buddy = await setBuddy(bidder, auction.id, 15);
    expect(buddy.statusCode).toBe(200);
    expect(await balanceOf(t.app.db, bidder.id)).toEqual({ free: 5, paid: 0 });

    const withdrawn = await postStaff(t.app, '/auctions/withdraw', { id: auction.id }, operator.token);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({ status: 'Closed' });
    expect(await balanceOf(t.app.db, bidder.id)).toEqual({ free: 20, paid: 0 });
    const [audit] = await auditOf(auction.id, 'auction.withdraw');
    expect(audit).toMatchObject({
      staff_id: operator.id,
      before: { status: 'Not Started' },
      after: { status: 'Closed', buddiesReturned: 1 },
    });
    expect((await postApi(t.app, '/auction/get', { auctionID: auction.id })).json()).toMatchObject({ status: 'Closed' });

    expect((await postStaff(t.app, '/auctions/withdraw', { id: auction.id }, operator.token)).statusCode).toBe(423);
    expect(
      (await postStaff(t.app, '/auctions/update', { id: auction.id, draft: draft({ title: 'Too late' }) }, operator.token)).statusCode,
    ).toBe(423);
    expect((await postStaff(t.app, '/auctions/withdraw', { id: 999_999 }, operator.token)).statusCode).toBe(404);
  });

  it('with BidBuddy turned off the shop offers none and refuses one', async () => {
    const auction = await create({ buddyAllowed: false });
    expect((await postApi(t.app, '/auction/get', { auctionID: auction.id })).json()).toMatchObject({ bidBuddy: false });
    const bidder = await createBidder(t.app.db, t.config.jwtSecret, { free: 10 });
    const buddy = await setBuddy(bidder, auction.id, 5);
    expect(buddy.statusCode).toBe(406);
    expect(buddy.json()).toEqual({ reason: 'buddy-off' });
    expect(await balanceOf(t.app.db, bidder.id)).toEqual({ free: 10, paid: 0 });
  });

  it('lists auctions by status and title', async () => {
    const list = await postStaff(t.app, '/auctions/list', { status: 'Closed', searchText: 'kettle' }, operator.token);
    expect(list.statusCode).toBe(200);
    const page = list.json() as { auctions: StaffAuction[]; total: number };
    expect(page.total).toBeGreaterThan(0);
    expect(page.auctions.every((a) => a.status === 'Closed' && /kettle/i.test(a.title))).toBe(true);
  });
});
