// Favourites: the catalogue service that adds and removes them, and the signed-in /favorite/get call.
import { shortProductListSchema } from '@blitz/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client';
import { createCatalogueService, type CatalogueService } from '../../../src/modules/catalogue/service';
import { findSessionUserByUuid } from '../../../src/modules/auth/repository';
import { issueRefreshToken, toSession } from '../../../src/modules/auth/tokens';
import { postApi } from '../../helpers/build-test-app';
import { useTestApp } from '../../helpers/use-test-app';
import { databaseKinds } from '../../helpers/test-database';

describe.each(databaseKinds)('favourites on %s', (kind) => {
  const t = useTestApp({ kind });
  let catalogue: CatalogueService;
  let userId: number;
  let productIds: number[];
  beforeAll(async () => {
    catalogue = createCatalogueService(t.app.db);
    const [user] = await queryRows<{ id: number }>(
      t.app.db,
      sql`select id from users where not exists (select 1 from favourites f where f.user_id = users.id) order by id limit 1`,
    );
    userId = Number(user!.id);
    productIds = (await queryRows<{ id: number }>(t.app.db, sql`select id from products order by id limit 3`)).map((r) => Number(r.id));
  });

  it('starts empty, adds and removes favourites, newest first, idempotently', async () => {
    expect(await catalogue.favorites(userId)).toEqual([]);
    const [a, b, c] = productIds as [number, number, number];
    expect(await catalogue.setFavorite(userId, a, true)).toEqual([a]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await catalogue.setFavorite(userId, b, true)).toEqual([b, a]);
    expect(await catalogue.setFavorite(userId, b, true)).toEqual([b, a]);
    const cards = await catalogue.favorites(userId);
    expect(cards.map((card) => card.id)).toEqual([b, a]);
    expect(cards[0]!.mainImage).not.toBeNull();
    expect(await catalogue.setFavorite(userId, c, false)).toEqual([b, a]);
    expect(await catalogue.setFavorite(userId, a, false)).toEqual([b]);
    expect(await catalogue.favoriteIds(userId)).toEqual([b]);
  });

  it('/favorite/get answers 401 for visitors, 204 when empty and the list when not', async () => {
    const [row] = await queryRows<{ uuid: string }>(t.app.db, sql`select uuid::text as uuid from users where id = ${userId}`);
    const user = await findSessionUserByUuid(t.app.db, row!.uuid);
    const refreshToken = await issueRefreshToken(t.config.jwtSecret, toSession(user!), new Date());

    const visitor = await postApi(t.app, '/favorite/get', {});
    expect(visitor.statusCode).toBe(401);
    const forged = await postApi(t.app, '/favorite/get', { refreshToken: 'not.a.token' });
    expect(forged.statusCode).toBe(401);

    for (const id of await catalogue.favoriteIds(userId)) await catalogue.setFavorite(userId, id, false);
    const empty = await postApi(t.app, '/favorite/get', { refreshToken });
    expect(empty.statusCode).toBe(204);
    expect(empty.body).toBe('');

    await catalogue.setFavorite(userId, productIds[2]!, true);
    const listed = await postApi(t.app, '/favorite/get', { refreshToken, lanIso: 'en' });
    expect(listed.statusCode).toBe(200);
    expect(shortProductListSchema.parse(listed.json()).map((p) => p.id)).toEqual([productIds[2]]);
  });

  it('refuses an auction that does not exist', async () => {
    expect(await catalogue.setFavorite(userId, 999_999, true)).toBeNull();
    expect(await catalogue.favoriteIds(userId)).not.toContain(999_999);
  });
});
