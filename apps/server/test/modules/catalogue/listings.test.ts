import { productGroupSchema, recentWinningsSchema, shortProductListSchema, type ProductGroup, type RecentWinnings } from '@blitz/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client';
import { postApi } from '../../helpers/build-test-app';
import { useTestApp } from '../../helpers/use-test-app';
import { databaseKinds } from '../../helpers/test-database';

describe.each(databaseKinds)('department, category, major and winnings calls on %s', (kind) => {
  const t = useTestApp({ kind });

  const ids = async (query: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(t.app.db, query)).map((row) => Number(row.id));
  const group = async (path: '/department/get' | '/category/get', body: object): Promise<ProductGroup> => {
    const response = await postApi(t.app, path, body);
    expect(response.statusCode).toBe(200);
    return productGroupSchema.parse(response.json());
  };
  const winnings = async (pageNumber: number, pageSize: number): Promise<RecentWinnings> => {
    const response = await postApi(t.app, '/winnings/recent', { pageNumber, pageSize });
    expect(response.statusCode).toBe(200);
    return recentWinningsSchema.parse(response.json());
  };

  it('/department/get lists every live auction of the department, featured ones apart', async () => {
    const [departmentID] = await ids(sql`select id from departments order by position, id limit 1`);
    const { featuredProducts, products } = await group('/department/get', { departmentID });
    const expected = await ids(sql`select id from products where department_id = ${departmentID} and status in ('Open', 'Not Started')`);
    const shown = [...featuredProducts, ...products].map((p) => p.id);
    expect(shown.sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    expect(products.length).toBeGreaterThan(0);
    for (const product of featuredProducts) expect(products.map((p) => p.id)).not.toContain(product.id);
  });

  it('/category/get lists a category, and categoryID 0 lists the major auctions', async () => {
    const [categoryID] = await ids(
      sql`select category_id as id from products where category_id is not null and status = 'Open' group by category_id order by count(*) desc limit 1`,
    );
    const category = await group('/category/get', { categoryID });
    const all = [...category.featuredProducts, ...category.products];
    expect(all.length).toBeGreaterThan(0);
    for (const product of all) {
      expect(product.categoryID).toBe(categoryID);
      expect(['Open', 'Not Started']).toContain(product.status);
    }
    const majors = await group('/category/get', { categoryID: 0 });
    const allMajors = [...majors.featuredProducts, ...majors.products];
    expect(allMajors.length).toBeGreaterThanOrEqual(2);
    for (const product of allMajors) expect(product.categoryID).toBe(0);
  });

  it('answers 204 for an unknown department or category and 400 for malformed ids', async () => {
    for (const [path, body] of [
      ['/department/get', { departmentID: 999_999 }],
      ['/category/get', { categoryID: 999_999 }],
    ] as const) {
      const response = await postApi(t.app, path, body);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    }
    for (const [path, body] of [
      ['/department/get', { departmentID: 0 }],
      ['/department/get', {}],
      ['/category/get', { categoryID: -1 }],
      ['/category/get', { categoryID: 'x' }],
    ] as const) {
      const response = await postApi(t.app, path, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Data format error' });
    }
  });

  it('/auction/getMajor lists live major auctions, one of them starting in the future', async () => {
    const response = await postApi(t.app, '/auction/getMajor', {});
    expect(response.statusCode).toBe(200);
    const majors = shortProductListSchema.parse(response.json());
    const expected = await ids(sql`select id from products where category_id is null and status in ('Open', 'Not Started')`);
    expect(majors.map((p) => p.id).sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    expect(majors.some((p) => p.status === 'Not Started' && Date.parse(p.auctionTime) > Date.now())).toBe(true);
    const statuses = majors.map((p) => p.status);
    if (statuses.includes('Open')) expect(statuses.lastIndexOf('Open')).toBeLessThan(statuses.indexOf('Not Started'));
  });

  it('/winnings/recent pages through won auctions with winner photos', async () => {
    const first = await winnings(1, 5);
    const [total] = await ids(sql`select count(*)::int as id from products where status = 'Ended' and winner_id is not null`);
    expect(first.totalProducts).toBe(total);
    expect(first.products).toHaveLength(Math.min(5, total!));
    for (const product of first.products) {
      expect(product.status).toBe('Ended');
      expect(product.lastPlacedBid).not.toBeNull();
    }
    expect(first.winnerImages!.length).toBeGreaterThan(0);
    for (const image of first.winnerImages!) expect(image).toMatch(/^\/media\//);
    const second = await winnings(2, 5);
    expect(second.products.map((p) => p.id)).not.toContain(first.products[0]!.id);
    const beyond = await winnings(100, 5);
    expect(beyond.products).toEqual([]);
    expect(beyond.totalProducts).toBe(total);
    const bad = await postApi(t.app, '/winnings/recent', { pageNumber: 0, pageSize: 5 });
    expect(bad.statusCode).toBe(400);
  });
});
