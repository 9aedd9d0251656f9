/** Catalogue calls: parse (registerCall does it), ask the service, map to a status. */
import type { FastifyInstance } from 'fastify';
import { noContent, ok, okShared } from '../../http/call-result';
import { registerCall } from '../../http/register-call';
import { getSession } from '../../http/session';

export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  const { catalogue } = app;

  registerCall(app, '/departments/get', async ({ body }) => ok(await catalogue.departments(body.lanIso)));

  registerCall(app, '/department/get', async ({ body }) => {
    const group = await catalogue.department(body.departmentID, body.lanIso);
    return group ? ok(group) : noContent();
  });

  registerCall(app, '/category/get', async ({ body }) => {
    const group = await catalogue.category(body.categoryID, body.lanIso);
    return group ? ok(group) : noContent();
  });

  registerCall(app, '/auction/getHomePageItems', async ({ body }) =>
    okShared(await catalogue.homePage(body.pageNumber, body.pageSize, body.lanIso)),
  );

  registerCall(app, '/auction/getMajor', async ({ body }) => ok(await catalogue.majors(body.lanIso)));

  registerCall(app, '/winnings/recent', async ({ body }) =>
    ok(await catalogue.recentWinnings(body.pageNumber, body.pageSize, body.lanIso)),
  );

  // Signed-in only (registerCall answers 401 without a valid session); 204 when the list is empty.
  registerCall(app, '/favorite/get', async ({ body, request }) => {
    const favourites = await catalogue.favorites(getSession(request).userId, body.lanIso);
    return favourites.length > 0 ? ok(favourites) : noContent();
  });

  registerCall(app, '/search/auction', async ({ body }) => okShared(await catalogue.search(body, body.lanIso)));
}
