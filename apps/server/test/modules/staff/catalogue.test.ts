// Staff catalogue, bid packs and figures: pictures go up like winner photos and come back
// re-encoded with a thumbnail, the shop shows every change at once (names per language too),
// each role gets only its sections, shoppers' tokens get nothing, and every change is audited.
import {
  staffCatalogueCalls,
  type Figures,
  type StaffAuction,
  type StaffAuctionOptions,
  type StaffDepartment,
  type StaffItemDetail,
  type StaffPack,
} from '@blitz/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client';
import { postApi } from '../../helpers/build-test-app';
import { useTestApp } from '../../helpers/use-test-app';
import { databaseKinds } from '../../helpers/test-database';
import { createBidder } from '../auctions/auction-fixtures';
import { putSigned } from '../images/picture-fixtures';
import { postStaff, useStaffAccounts } from './staff-helpers';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 160, b: 90 } } })
    .png()
    .toBuffer();

describe.each(databaseKinds)('staff catalogue on %s', (kind) => {
  const t = useTestApp({ kind });
  const { owner, operator, support } = useStaffAccounts(t, ['owner', 'operator', 'support']);

  const call = async <T>(path: string, body: unknown, token = operator.token, status = 200): Promise<T> => {
    const answer = await postStaff(t.app, path, body, token);
    expect(answer.statusCode, `${path}: ${answer.body}`).toBe(status);
    return (answer.body ? answer.json() : null) as T;
  };
  /** Signs a target, PUTs the picture there and answers the key to name. */
  const upload = async (bytes: Buffer, fileName = 'picture.png', token = operator.token) => {
    const target = await call<{ signedURL: string; key: string }>('/catalogue/upload', { fileName }, token);
    expect((await putSigned(t.app, target.signedURL, bytes)).statusCode).toBe(200);
    return target.key;
  };
  const audits = (action: string) =>
    queryRows<{ staff_id: number; target_id: string | null; before: unknown; after: unknown }>(
      t.app.db,
      sql`select staff_id, target_id, before, after from staff_audit where action = ${action} order by id`,
    );

  it('an operator adds a product with a picture; an auction of it shows the re-encoded picture and the texts in the shop', async () => {
    const created = await call<StaffItemDetail>('/catalogue/items/save', {
      title: 'Staff espresso machine',
      description: 'Pump espresso, 15 bar.',
      texts: { zu: { title: 'Umshini we-espresso' }, af: { title: '', description: '' } },
    });
    expect(created).toMatchObject({
      title: 'Staff espresso machine',
      images: [],
      mainImage: null,
      texts: { zu: { title: 'Umshini we-espresso' } },
    });
    expect(created.texts).not.toHaveProperty('af');

    const key = await upload(await png(2400, 1200));
    const withImage = await call<StaffItemDetail>('/catalogue/items/add-image', { itemId: created.id, key });
    expect(withImage.images).toHaveLength(1);
    const [image] = withImage.images;
    const full = await t.app.inject({ method: 'GET', url: image!.full });
    const thumb = await t.app.inject({ method: 'GET', url: image!.thumb });
    expect(await sharp(full.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 400, height: 200 });
    // The upload itself is gone; naming it again finds nothing.
    expect((await postStaff(t.app, '/catalogue/items/add-image', { itemId: created.id, key }, operator.token)).statusCode).toBe(422);
    // Another staff member's upload, and a file that is no picture, are refused.
    const ownersKey = await upload(await png(50, 50), 'x.png', owner.token);
    expect((await postStaff(t.app, '/catalogue/items/add-image', { itemId: created.id, key: ownersKey }, operator.token)).statusCode).toBe(
      403,
    );
    const textKey = await upload(Buffer.from('not a picture at all'));
    expect((await postStaff(t.app, '/catalogue/items/add-image', { itemId: created.id, key: textKey }, operator.token)).statusCode).toBe(
      422,
    );
    expect((await postStaff(t.app, '/catalogue/upload', { fileName: 'notes.txt' }, operator.token)).statusCode).toBe(422);

    const options = await call<StaffAuctionOptions>('/auctions/options', {});
    const option = options.items.find((item) => item.id === created.id)!;
    expect(option).toMatchObject({
      title: 'Staff espresso machine',
      description: 'Pump espresso, 15 bar.',
      mainImage: { full: image!.full, thumb: image!.thumb },
    });
    const department = options.departments.find((d) => d.categories.length > 0)!;
    const auction = await call<StaffAuction>('/auctions/create', {
      draft: {
        itemId: created.id,
        title: option.title,
        description: option.description,
        departmentId: department.id,
        categoryId: department.categories[0]!.id,
        major: false,
        auctionTime: new Date(Date.now() + 3_600_000).toISOString(),
        openingSeconds: 600,
        auctionTimer: 10,
        bidIncrement: '0.10',
        startingAmount: '0.00',
        retailPrice: '3999.00',
        buyNowPrice: null,
        buyNowEnabled: true,
        bidType: 'Standard',
        buddyAllowed: true,
        featured: false,
        lockPrice: null,
      },
    });
    const shop = (await postApi(t.app, '/auction/get', { auctionID: auction.id })).json() as { title: string; mainImage: unknown };
    expect(shop).toMatchObject({ title: 'Staff espresso machine', mainImage: { full: image!.full, thumb: image!.thumb } });
    const zulu = (await postApi(t.app, '/auction/get', { auctionID: auction.id, lanIso: 'zu' })).json() as {
      title: string;
      description: string;
    };
    expect(zulu).toMatchObject({ title: 'Umshini we-espresso', description: 'Pump espresso, 15 bar.' });
    // Listing cards too: the shopper's language where staff wrote a title in it, English otherwise.
    const cardTitle = async (lanIso: string) => {
      const response = await postApi(t.app, '/category/get', { categoryID: department.categories[0]!.id, lanIso });
      const group = response.json() as { products: { id: number; title: string }[]; featuredProducts: { id: number; title: string }[] };
      return [...group.products, ...group.featuredProducts].find((card) => card.id === auction.id)?.title;
    };
    expect(await cardTitle('zu')).toBe('Umshini we-espresso');
    expect(await cardTitle('en')).toBe('Staff espresso machine');
    expect(await cardTitle('af')).toBe('Staff espresso machine');

    // A second picture reaches the auction that has not started; removing the first leaves it alone.
    const second = await call<StaffItemDetail>('/catalogue/items/add-image', {
      itemId: created.id,
      key: await upload(await png(300, 300)),
    });
    const afterRemove = await call<StaffItemDetail>('/catalogue/items/remove-image', { itemId: created.id, imageId: second.images[0]!.id });
    expect(afterRemove.images.map((i) => i.id)).toEqual([second.images[1]!.id]);
    const shopAfter = (await postApi(t.app, '/auction/get', { auctionID: auction.id })).json() as { mainImage: { full: string } };
    expect(shopAfter.mainImage.full).toBe(second.images[1]!.full);

    expect((await audits('item.create')).at(-1)).toMatchObject({ staff_id: operator.id, target_id: String(created.id) });
    expect(await audits('item.image.add')).toHaveLength(2);
    expect(await audits('item.image.remove')).toHaveLength(1);
  });

  it('departments and categories: created with banner and thumb, named per language, reordered, deleted when unused', async () => {
    const banner = await upload(await png(1800, 400));
    const department = await call<StaffDepartment>('/catalogue/department/save', {
      name: 'Garden',
      names: { af: 'Tuin', zu: '' },
      bannerKey: banner,
    });
    expect(department).toMatchObject({ name: 'Garden', names: { af: 'Tuin' }, auctions: 0, categories: [] });
    expect(department.banner.full).toMatch(/^\/media\/uploads\/catalogue\/.+\.webp$/);
    expect(department.banner.thumb).toMatch(/-thumb\.webp$/);
    // A new department without a banner is refused.
    expect((await postStaff(t.app, '/catalogue/department/save', { name: 'Bare' }, operator.token)).statusCode).toBe(422);
    const category = await call<{ id: number; thumb: string }>('/catalogue/category/save', {
      departmentId: department.id,
      name: 'Lawn mowers',
      names: { af: 'Grassnyers' },
      thumbKey: await upload(await png(500, 500)),
    });
    expect(category.thumb).toMatch(/-thumb\.webp$/);

    const shopAf = (await postApi(t.app, '/departments/get', { lanIso: 'af' })).json() as {
      id: number;
      department: string;
      subDepartments: { name: string }[];
    }[];
    expect(shopAf.find((d) => d.id === department.id)).toMatchObject({ department: 'Tuin', subDepartments: [{ name: 'Grassnyers' }] });
    const shopXh = (await postApi(t.app, '/departments/get', { lanIso: 'xh' })).json() as { id: number; department: string }[];
    expect(shopXh.find((d) => d.id === department.id)?.department).toBe('Garden');

    const all = await call<StaffDepartment[]>('/catalogue/departments', {});
    const reversed = all.map((d) => d.id).reverse();
    const reordered = await call<StaffDepartment[]>('/catalogue/order', { ids: reversed });
    expect(reordered.map((d) => d.id)).toEqual(reversed);
    const shopOrder = ((await postApi(t.app, '/departments/get', {})).json() as { id: number }[]).map((d) => d.id);
    expect(shopOrder).toEqual(reversed);
    // The order must name every department exactly once.
    expect((await postStaff(t.app, '/catalogue/order', { ids: reversed.slice(1) }, operator.token)).statusCode).toBe(422);
    expect((await audits('department.order')).at(-1)).toMatchObject({ before: all.map((d) => d.id), after: reversed });

    const used = all.find((d) => d.auctions > 0)!;
    expect((await postStaff(t.app, '/catalogue/department/delete', { id: used.id }, operator.token)).statusCode).toBe(409);
    expect((await postStaff(t.app, '/catalogue/department/delete', { id: department.id }, operator.token)).statusCode).toBe(409);
    await call('/catalogue/category/delete', { id: category.id }, operator.token, 202);
    await call('/catalogue/department/delete', { id: department.id }, operator.token, 202);
    expect(((await postApi(t.app, '/departments/get', {})).json() as { id: number }[]).some((d) => d.id === department.id)).toBe(false);
    expect(await audits('department.delete')).toHaveLength(1);
    expect(await audits('category.create')).toHaveLength(1);
  });

  it('bid packs: a new pack is on sale at once, a deactivated one is not', async () => {
    const pack = await call<StaffPack>('/packs/save', { price: '77.00', bids: 70, active: true, position: 1 });
    expect(pack).toMatchObject({ price: '77.00', bids: 70, active: true, sold: 0 });
    const onSale = async () =>
      ((await postApi(t.app, '/packs/get', {})).json() as { id: number; price: number }[]).find((p) => p.id === pack.id);
    expect(await onSale()).toMatchObject({ price: 77 });
    await call<StaffPack>('/packs/save', { id: pack.id, price: '77.00', bids: 70, active: false });
    expect(await onSale()).toBeUndefined();
    expect((await postStaff(t.app, '/packs/save', { price: '0.00', bids: 10, active: true }, operator.token)).statusCode).toBe(400);
    expect((await postStaff(t.app, '/packs/save', { id: 999_999, price: '1.00', bids: 10, active: true }, operator.token)).statusCode).toBe(
      404,
    );
    expect((await audits('pack.update')).at(-1)).toMatchObject({ before: { active: true }, after: { active: false } });
  });

  it('figures: owners only; every day of the period, totals, and per ended auction the take against retail', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg' }).format(new Date());
    const from = new Date(Date.parse(today) - 400 * 86_400_000).toISOString().slice(0, 10);
    expect((await postStaff(t.app, '/figures/get', { from, to: today }, owner.token)).statusCode).toBe(400);
    const start = new Date(Date.parse(today) - 364 * 86_400_000).toISOString().slice(0, 10);
    const figures = await call<Figures>('/figures/get', { from: start, to: today }, owner.token);
    expect(figures.days).toHaveLength(365);
    expect(figures.days[0]!.day).toBe(start);
    expect(figures.days.at(-1)!.day).toBe(today);
    const sum = (key: 'blitzSpentPaid' | 'packRevenueCents') => figures.days.reduce((n, d) => n + d[key], 0);
    expect(figures.totals.blitzSpentPaid).toBe(sum('blitzSpentPaid'));
    expect(figures.totals.packRevenueCents).toBe(sum('packRevenueCents'));
    // The demo's ended auctions carry bids: the take is their final price plus the paid bids at the Blitz price.
    expect(figures.auctions.length).toBeGreaterThan(0);
    expect(figures.blitzPriceCents).toBeGreaterThan(0);
    for (const auction of figures.auctions) {
      expect(auction.blitzValueCents).toBe(Math.round(auction.paidBids * figures.blitzPriceCents));
      expect(auction.takenCents).toBe(auction.finalPriceCents + auction.blitzValueCents);
      expect(auction.marginCents).toBe(auction.takenCents - auction.retailCents);
    }
    const [bidsToday] = await queryRows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from bids where (placed_at at time zone 'Africa/Johannesburg')::date = ${today}::date and paid`,
    );
    expect(figures.days.at(-1)!.blitzSpentPaid).toBe(bidsToday!.n);
    expect((await postStaff(t.app, '/figures/get', { from: today, to: start }, owner.token)).statusCode).toBe(400);
  });

  it('every catalogue, pack and figures call refuses support (403 but figures for operators too), shoppers (403) and strangers (401)', async () => {
    const shopper = await createBidder(t.app.db, t.config.jwtSecret);
    for (const path of Object.keys(staffCatalogueCalls) as (keyof typeof staffCatalogueCalls)[]) {
      expect((await postStaff(t.app, path, {})).statusCode, `${path} without a token`).toBe(401);
      expect((await postStaff(t.app, path, {}, shopper.refreshToken)).statusCode, `${path} with a shopper's token`).toBe(403);
      expect((await postStaff(t.app, path, {}, support.token)).statusCode, `${path} as support`).toBe(403);
      const operatorStatus = (await postStaff(t.app, path, {}, operator.token)).statusCode;
      if (staffCatalogueCalls[path].section === 'figures') expect(operatorStatus, `${path} as operator`).toBe(403);
      else expect(operatorStatus, `${path} as operator`).not.toBe(403);
    }
    const before = await queryRows<{ n: number }>(t.app.db, sql`select count(*)::int as n from staff_audit`);
    expect((await postStaff(t.app, '/packs/save', { price: '5.00', bids: 5, active: true }, support.token)).statusCode).toBe(403);
    const after = await queryRows<{ n: number }>(t.app.db, sql`select count(*)::int as n from staff_audit`);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('reviews: staff remove one and the shop stops showing it', async () => {
    const [review] = await queryRows<{ id: number; itemId: number; productId: number }>(
      t.app.db,
      sql`select r.id, r.item_id as "itemId", (select max(p.id) from products p where p.item_id = r.item_id) as "productId" from reviews r limit 1`,
    );
    const item = await call<StaffItemDetail>('/catalogue/items/get', { id: review!.itemId });
    expect(item.reviews.map((r) => r.id)).toContain(review!.id);
    await call('/catalogue/reviews/delete', { id: review!.id }, operator.token, 202);
    expect((await call<StaffItemDetail>('/catalogue/items/get', { id: review!.itemId })).reviews.map((r) => r.id)).not.toContain(
      review!.id,
    );
    expect((await postStaff(t.app, '/catalogue/reviews/delete', { id: review!.id }, operator.token)).statusCode).toBe(404);
    expect(await audits('review.delete')).toHaveLength(1);
  });
});
