import {
  departmentListSchema,
  fullProductSchema,
  homePageItemsSchema,
  MAJOR_CATEGORY_ID,
  type FullProduct,
  type HomePageItems,
} from '@blitz/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client';
import { postApi } from '../../helpers/build-test-app';
import { useTestApp } from '../../helpers/use-test-app';
import { databaseKinds } from '../../helpers/test-database';

describe.each(databaseKinds)('catalogue calls on %s', (kind) => {
  const t = useTestApp({ kind });

  const scalar = async (query: string) => Number((await queryRows<{ n: number }>(t.app.db, sql.raw(query)))[0]?.n);
  const home = async (pageNumber: number, pageSize: number): Promise<HomePageItems> => {
    const response = await postApi(t.app, '/auction/getHomePageItems', { pageNumber, pageSize, lanIso: 'en' });
    expect(response.statusCode).toBe(200);
    return homePageItemsSchema.parse(response.json());
  };
  const auction = async (auctionID: number): Promise<FullProduct> => {
    const response = await postApi(t.app, '/auction/get', { auctionID });
    expect(response.statusCode).toBe(200);
    return fullProductSchema.parse(response.json());
  };

  it('/departments/get lists departments with their categories', async () => {
    const response = await postApi(t.app, '/departments/get', {});
    expect(response.statusCode).toBe(200);
    const departments = departmentListSchema.parse(response.json());
    expect(departments.length).toBeGreaterThanOrEqual(6);
    for (const department of departments) {
      expect(department.subDepartments.length).toBeGreaterThan(0);
      expect(department.banner.full).toMatch(/^\/media\/catalogue\/.+\.webp$/);
      for (const category of department.subDepartments) expect(category.thumb).toMatch(/^\/media\/catalogue\//);
    }
  });

  it('/auction/getHomePageItems pages through live auctions, Open ones first', async () => {
    const first = await home(1, 8);
    expect(first.products).toHaveLength(8);
    expect(first.totalsProducts).toBe(
      await scalar("select count(*)::int as n from products where status in ('Open', 'Not Started') and not featured"),
    );
    expect(first.featuredProducts.length).toBeGreaterThan(0);
    for (const product of first.featuredProducts) expect(['Open', 'Not Started']).toContain(product.status);

    const all = await home(1, 100);
    expect(all.products).toHaveLength(all.totalsProducts);
    const statuses = all.products.map((p) => p.status);
    expect(statuses.indexOf('Not Started')).toBeGreaterThan(statuses.lastIndexOf('Open'));
    const openEnds = all.products.filter((p) => p.status === 'Open').map((p) => Date.parse(p.endTime!));
    expect(openEnds).toEqual([...openEnds].sort((a, b) => a - b));

    const second = await home(2, 8);
    expect(second.products.map((p) => p.id)).toEqual(all.products.slice(8, 16).map((p) => p.id));
    const beyond = await home(50, 8);
    expect(beyond.products).toEqual([]);
    expect(beyond.totalsProducts).toBe(first.totalsProducts);
  });

  it('shows major auctions as categoryID 0, one of them still to start', async () => {
    const { products, featuredProducts } = await home(1, 100);
    const majors = [...products, ...featuredProducts].filter((p) => p.categoryID === MAJOR_CATEGORY_ID);
    expect(majors.length).toBeGreaterThanOrEqual(2);
    expect(majors.some((p) => p.status === 'Not Started' && Date.parse(p.auctionTime) > Date.now())).toBe(true);
  });

  it('puts the latest bid on each listing card', async () => {
    const { products } = await home(1, 100);
    const withBids = products.filter((p) => p.lastPlacedBid !== null);
    expect(withBids.length).toBeGreaterThan(5);
    for (const product of withBids) {
      const price = await scalar(`select current_price_cents::int as n from products where id = ${product.id}`);
      expect(product.lastPlacedBid!.productID).toBe(product.id);
      expect(Math.round(Number(product.lastPlacedBid!.bidAmount) * 100)).toBe(price);
      expect(product.lastPlacedBid!.bidder.nickname.length).toBeGreaterThan(0);
    }
    for (const product of products) {
      expect(product.mainImage?.full).toMatch(/^\/media\/catalogue\/.+\.webp$/);
      expect(product.mainImage?.thumb).toMatch(/-thumb\.webp$/);
    }
  });

  it('/auction/get returns an ended auction with its bids, winner first, images and reviews', async () => {
    const id = await scalar(`
      select p.id::int as n from products p where p.status = 'Ended'
        and exists (select 1 from reviews r where r.item_id = p.item_id)
      order by p.id limit 1`);
    const product = await auction(id);
    expect(product.id).toBe(id);
    expect(product.status).toBe('Ended');
    expect(product.description.length).toBeGreaterThan(20);
    expect(product.reviews.length).toBeGreaterThan(0);
    expect(product.lastPlacedBids!.length).toBeGreaterThan(0);
    const dates = product.lastPlacedBids!.map((b) => Date.parse(b.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const winner = (
      await queryRows<{ nickname: string }>(
        t.app.db,
        sql`select u.nickname from products p join users u on u.id = p.winner_id where p.id = ${id}`,
      )
    )[0]?.nickname;
    expect(product.lastPlacedBids![0]!.bidder.nickname).toBe(winner);
    expect(product.buyNow).toBe(false);
    expect(product.productId).toBe(await scalar(`select item_id::int as n from products where id = ${id}`));
  });

  it('/auction/get shows a major auction as categoryID 0 with extra images', async () => {
    const id = await scalar(`
      select p.id::int as n from products p where p.category_id is null
        and (select count(*) from product_images i where i.product_id = p.id) > 1
      order by p.id limit 1`);
    const product = await auction(id);
    expect(product.categoryID).toBe(0);
    expect(product.additionalImages.length).toBeGreaterThan(0);
    expect(Number(product.buyNowPrice)).toBeGreaterThan(10_000);
  });

  it('/auction/get answers 204 for an unknown auction and 400 for a malformed id', async () => {
    const missing = await postApi(t.app, '/auction/get', { auctionID: 999_999 });
    expect(missing.statusCode).toBe(204);
    expect(missing.body).toBe('');
    const malformed = await postApi(t.app, '/auction/get', { auctionID: '12' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'Data format error' });
  });
});
