// Canned answers (auth/fake-api.ts) for the calls a page makes around what a test looks at, all
// with nothing to show.
import type { FakeRoutes } from '../auth/fake-api';

/** No departments and no profile picture: what a signed-in page asks for besides its own data. */
export const SIGNED_IN_ROUTES: FakeRoutes = {
  '/departments/get': { status: 204 },
  '/profile/image': { status: 200, body: { message: 'profileImage is empty' } },
};

/** The home page's own calls: no products, no departments, no major auction. */
export const EMPTY_HOME_ROUTES: FakeRoutes = {
  '/auction/getHomePageItems': { status: 204 },
  '/departments/get': { status: 204 },
  '/auction/getMajor': { status: 204 },
};
