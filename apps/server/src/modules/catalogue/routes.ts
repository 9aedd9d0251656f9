/** Catalogue calls: parse (registerCall does it), ask the service, map to a status. */
import type { FastifyInstance } from 'fastify';
import { noContent, ok, okChecked } from '../../http/call-result';
import { registerCall } from '../../http/register-call';
import { getSession } from '../../http/session';
import { buddyView } from '../auctions/buddy-service';
import { createCatalogueService } from './service';

export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  const catalogue = createCatalogueService(app.db);

  registerCall(app, '/departments/get', async () => ok(await catalogue.departments()));

  registerCall(app, '/department/get', async ({ body }) => {
    const group = await catalogue.department(body.departmentID);
    return group ? ok(group) : noContent();
  });

  registerCall(app, '/category/get', async ({ body }) => {
    const group = await catalogue.category(body.categoryID);
    return group ? ok(group) : noContent();
  });

  registerCall(app, '/auction/getHomePageItems', async ({ body }) =>
    okChecked(await catalogue.homePage(body.pageNumber, body.pageSize)),
  );

  registerCall(app, '/auction/getMajor', async () => ok(await catalogue.majors()));

  // No auction is hidden from shoppers (withdrawn ones show as Closed), so 209 never applies.
  registerCall(app, '/auction/get', async ({ body, request }) => {
    const product = await catalogue.auction(body.auctionID);
    if (!product) return noContent();
    // A signed-in bidder sees their own BidBuddy on the item page.
    return ok(request.session ? { ...product, ...(await buddyView(app.db, request.session.userId, product.id)) } : product);
  });

  registerCall(app, '/winnings/recent', async ({ body }) =>
    ok(await catalogue.recentWinnings(body.pageNumber, body.pageSize)),
  );

  // Signed-in only (registerCall answers 401 without a valid session); 204 when the list is empty.
  registerCall(app, '/favorite/get', async ({ request }) => {
    const favourites = await catalogue.favorites(getSession(request).userId);
    return favourites.length > 0 ? ok(favourites) : noContent();
  });

  registerCall(app, '/search/auction', async ({ body }) => okChecked(await catalogue.search(body)));
}
