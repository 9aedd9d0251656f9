// The demo shop relists finished auctions (with their pictures) when too few are live, once per item.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { relistDemoAuctions } from '../../src/jobs/relist-demo-auctions';
import { useTestApp } from '../helpers/use-test-app';
import { databaseKinds } from '../helpers/test-database';

describe.each(databaseKinds)('demo relisting on %s', (kind) => {
  const t = useTestApp({ kind });

  const live = async () =>
    (await queryRows<{ n: number }>(t.app.db, sql`select count(*)::int as n from products where status in ('Open', 'Not Started')`))[0]!.n;

  it('lists finished items again until enough are live, never one item twice', async () => {
    const before = await live();
    expect(await relistDemoAuctions(t.app.db, before)).toBe(0);
    const relisted = await relistDemoAuctions(t.app.db, before + 3);
    expect(relisted).toBe(3);
    expect(await live()).toBe(before + 3);
    const fresh = await queryRows<{ id: number; images: number; start: string; status: string; price: number; starting: number }>(
      t.app.db,
      sql`select p.id, p.status, p.current_price_cents::float8 as price, p.starting_amount_cents::float8 as starting,
            (select count(*)::int from product_images i where i.product_id = p.id) as images
          from products p order by p.id desc limit 3`,
    );
    for (const row of fresh) {
      expect(row.status).toBe('Not Started');
      expect(row.images).toBeGreaterThan(0);
      expect(row.price).toBe(row.starting);
    }
    const duplicates = await queryRows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from (select item_id from products where status in ('Open', 'Not Started') group by item_id having count(*) > 1) d`,
    );
    const seededDuplicates = duplicates[0]!.n;
    await relistDemoAuctions(t.app.db, before + 6);
    const after = await queryRows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from (select item_id from products where status in ('Open', 'Not Started') group by item_id having count(*) > 1) d`,
    );
    expect(after[0]!.n).toBe(seededDuplicates);
  });
});
