import { searchResultSchema, type SearchBody, type SearchResult } from '@blitz/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client';
import { postApi } from '../../helpers/build-test-app';
import { useTestApp } from '../../helpers/use-test-app';
import { databaseKinds } from '../../helpers/test-database';

describe.each(databaseKinds)('/search/auction on %s', (kind) => {
  const t = useTestApp({ kind });

  const search = async (body: Partial<SearchBody>): Promise<SearchResult> => {
    const response = await postApi(t.app, '/search/auction', { pageNumber: 1, pageSize: 100, ...body });
    expect(response.statusCode).toBe(200);
    return searchResultSchema.parse(response.json());
  };
  const count = async (query: ReturnType<typeof sql>) => Number((await queryRows<{ n: number }>(t.app.db, query))[0]?.n);
  const price = (p: { startingAmount: string; lastPlacedBid: { bidAmount: string } | null }) =>
    Math.max(Number(p.startingAmount), Number(p.lastPlacedBid?.bidAmount ?? 0));

  it('without filters finds every auction, live ones first, and offers the filter options', async () => {
    const all = await search({});
    expect(all.totalProducts).toBe(await count(sql`select count(*)::int as n from products`));
    expect(all.products.found).toHaveLength(Math.min(100, all.totalProducts));
    expect(all.products.suggested).toEqual([]);
    const statuses = all.products.found.map((p) => p.status);
    expect(statuses.indexOf('Ended')).toBeGreaterThan(statuses.lastIndexOf('Not Started'));
    expect(all.filters.status.sort()).toEqual(['Closed', 'Ended', 'Not Started', 'Open']);
    expect(all.filters.bidType.sort()).toEqual(['Beginner', 'Locked', 'Paid Blitz only', 'Standard']);
    expect(all.filters.category).toContain(0);
    expect(all.filters.available).toEqual(['Buy Now', 'Bid Buddy']);
    expect(all.filters.rating.length).toBeGreaterThan(1);
    expect(all.filters.price).toBeGreaterThan(0);
  });

  it('pages the results and keeps the total past the end', async () => {
    const first = await search({ pageSize: 7 });
    const second = await search({ pageNumber: 2, pageSize: 7 });
    const all = await search({ pageSize: 14 });
    expect([...first.products.found, ...second.products.found].map((p) => p.id)).toEqual(all.products.found.map((p) => p.id));
    const beyond = await search({ pageNumber: 500, pageSize: 7 });
    expect(beyond.products.found).toEqual([]);
    expect(beyond.totalProducts).toBe(first.totalProducts);
  });

  it('ranks by full-text relevance with the title weighted higher', async () => {
    const result = await search({ searchText: 'wireless headphones' });
    expect(result.totalProducts).toBeGreaterThan(0);
    expect(result.products.found[0]!.title).toMatch(/headphones/i);
    for (const product of result.products.found) expect(product.title.length).toBeGreaterThan(0);
    const stemmed = await search({ searchText: 'blenders' });
    expect(stemmed.products.found.some((p) => /blender/i.test(p.title))).toBe(true);
    const excluded = await search({ searchText: 'wireless -headphones' });
    expect(excluded.products.found.some((p) => /headphones/i.test(p.title))).toBe(false);
    expect(excluded.totalProducts).toBeGreaterThan(0);
  });

  it('suggests typo-tolerant title matches when few auctions are found', async () => {
    const blender = await search({ searchText: 'blendr' });
    expect(blender.products.found).toEqual([]);
    expect(blender.totalProducts).toBe(0);
    expect(blender.products.suggested[0]!.title).toMatch(/blender/i);
    const headphones = await search({ searchText: 'headfones' });
    expect(headphones.products.suggested.some((p) => /headphones/i.test(p.title))).toBe(true);
    const phrase = await search({ searchText: 'wireles headfones' });
    expect(phrase.products.found.length + phrase.products.suggested.length).toBeGreaterThan(0);
    const nothing = await search({ searchText: 'zzqxwv' });
    expect(nothing.products.found).toEqual([]);
    expect(nothing.products.suggested).toEqual([]);
    expect(nothing.filters.status).toEqual([]);
    expect(nothing.filters.price).toBe(0);
  });

  it('filters by department, categories (0 = major), price, bid type and status', async () => {
    const departmentID = await count(sql`select id as n from departments order by position, id limit 1`);
    const inDepartment = await search({ departmentID });
    expect(inDepartment.totalProducts).toBe(
      await count(sql`select count(*)::int as n from products where department_id = ${departmentID}`),
    );
    const [firstCategory] = inDepartment.filters.category.filter((c) => c > 0);
    const categories = await search({ categoryID: [firstCategory!, 0] });
    for (const product of categories.products.found) expect([firstCategory, 0]).toContain(product.categoryID);
    expect(categories.products.found.some((p) => p.categoryID === 0)).toBe(true);
    expect(categories.products.found.some((p) => p.categoryID === firstCategory)).toBe(true);

    const prices = (await search({})).products.found.map(price).sort((a, b) => a - b);
    const [low, high] = [prices[Math.floor(prices.length / 4)]!, prices[Math.floor((prices.length * 3) / 4)]!];
    const priced = await search({ minPrice: low, maxPrice: high });
    expect(priced.totalProducts).toBe(prices.filter((p) => p >= low && p <= high).length);
    expect(priced.totalProducts).toBeLessThan(prices.length);
    for (const product of priced.products.found) {
      expect(price(product)).toBeGreaterThanOrEqual(low);
      expect(price(product)).toBeLessThanOrEqual(high);
    }
    const huge = await search({ minPrice: 1e300 });
    expect(huge.totalProducts).toBe(0);

    const typed = await search({ bidType: ['Locked', 'Beginner'] });
    expect(typed.totalProducts).toBeGreaterThan(0);
    for (const product of typed.products.found) expect(['Locked', 'Beginner']).toContain(product.bidType);

    const ended = await search({ status: ['Ended'] });
    expect(ended.totalProducts).toBe(await count(sql`select count(*)::int as n from products where status = 'Ended'`));
    for (const product of ended.products.found) expect(product.status).toBe('Ended');
    expect((await search({ status: ['Nonsense'] })).totalProducts).toBe(0);
  });

  it('filters by availability and rating', async () => {
    const buyNow = await search({ availability: ['Buy Now'] });
    expect(buyNow.totalProducts).toBeGreaterThan(0);
    for (const product of buyNow.products.found) expect(product.buyNow).toBe(true);
    const buddy = await search({ availability: ['Bid Buddy'] });
    for (const product of buddy.products.found) expect(['Open', 'Not Started']).toContain(product.status);
    expect((await search({ availability: ['Unknown'] })).totalProducts).toBe(0);

    const rating = Math.max(...(await search({})).filters.rating);
    const rated = await search({ ratings: [rating] });
    expect(rated.totalProducts).toBeGreaterThan(0);
    for (const product of rated.products.found) {
      const average = await count(
        sql`select round(avg(r.rating))::int as n from reviews r join products p on p.item_id = r.item_id where p.id = ${product.id}`,
      );
      expect(average).toBe(rating);
    }
  });

  it('sorts by newest, price both ways and rating', async () => {
    const newest = (await search({ sort: 'new' })).products.found.map((p) => Date.parse(p.auctionTime));
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
    const ascending = (await search({ sort: 'prAsc' })).products.found.map(price);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = (await search({ sort: 'prDesc' })).products.found.map(price);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    const byRating = (await search({ sort: 'rat', pageSize: 100 })).products.found;
    const averages: number[] = [];
    for (const product of byRating.slice(0, 15)) {
      averages.push(
        await count(
          sql`select coalesce(avg(r.rating), 0)::float8 as n from reviews r join products p on p.item_id = r.item_id where p.id = ${product.id}`,
        ),
      );
    }
    expect(averages).toEqual([...averages].sort((a, b) => b - a));
    expect(averages[0]).toBeGreaterThan(0);
  });

  it('answers 400 for bad input and treats quotes and operators in the text as plain words', async () => {
    for (const body of [
      { pageNumber: 0, pageSize: 10 },
      { pageNumber: 1, pageSize: 1000 },
      { pageNumber: 1, pageSize: 10, sort: 'cheap' },
      { pageNumber: 1, pageSize: 10, minPrice: -1 },
      { pageNumber: 1, pageSize: 10, categoryID: 'x' },
      { pageNumber: 1, pageSize: 10, bidType: ['Any'] },
      { pageNumber: 1, pageSize: 10, searchText: 'x'.repeat(201) },
    ]) {
      const response = await postApi(t.app, '/search/auction', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Data format error' });
    }
    for (const searchText of ["'; drop table products; --", '"unclosed', 'or or -', '&|!():*', '   ']) {
      const result = await search({ searchText });
      expect(result.totalProducts).toBeGreaterThanOrEqual(0);
    }
    expect(await count(sql`select count(*)::int as n from products`)).toBeGreaterThan(0);
  });
});
