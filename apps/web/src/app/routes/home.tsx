// The home page, opening on its first cards and the departments (page-data.tsx).
import type { LoaderFunctionArgs } from 'react-router';
import { departmentsQuery } from '../../features/catalogue/api/get-departments';
import { HOME_PAGE_SIZE, homePageItemsQuery } from '../../features/catalogue/api/get-home-page-items';
import HomePage from '../pages/home/home-page';
import { prefetched, scopeOf, WithPageData } from '../page-data';

export { clientLoader } from '../page-data';

export function loader({ context }: LoaderFunctionArgs) {
  const scope = scopeOf(context);
  return prefetched((client) =>
    Promise.all([client.prefetchInfiniteQuery(homePageItemsQuery(HOME_PAGE_SIZE, scope)), client.prefetchQuery(departmentsQuery(scope))]),
  );
}

export default function HomeRoute() {
  return (
    <WithPageData>
      <HomePage />
    </WithPageData>
  );
}
