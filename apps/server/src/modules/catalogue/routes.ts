/** Catalogue calls: parse (registerCall does it), ask the service, map to a status. */
import type { FastifyInstance } from 'fastify';
import { noContent, ok } from '../../http/call-result';
import { registerCall } from '../../http/register-call';
import { createCatalogueService } from './service';

export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  const catalogue = createCatalogueService(app.db);

  registerCall(app, '/departments/get', async () => ok(await catalogue.departments()));

  registerCall(app, '/auction/getHomePageItems', async ({ body }) =>
    ok(await catalogue.homePage(body.pageNumber, body.pageSize)),
  );

  registerCall(app, '/auction/get', async ({ body }) => {
    const product = await catalogue.auction(body.auctionID);
    return product ? ok(product) : noContent();
  });
}
