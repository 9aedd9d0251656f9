// A search's page, opening on its first answer and the departments (page-data.tsx).
import type { LoaderFunctionArgs } from 'react-router';
import { departmentsQuery } from '../../features/catalogue/api/get-departments';
import { searchAuctionsQuery } from '../../features/search/api/search-auctions';
import { readSearchUrl } from '../../features/search/hooks/search-url';
import SearchPage from '../pages/search/search-page';
import { prefetched, scopeOf, WithPageData } from '../page-data';

export { clientLoader } from '../page-data';

export function loader({ context, request }: LoaderFunctionArgs) {
  const scope = scopeOf(context);
  const state = readSearchUrl(new URL(request.url).searchParams);
  return prefetched((client) =>
    Promise.all([
      client.prefetchInfiniteQuery(searchAuctionsQuery(state, undefined, scope)),
      client.prefetchQuery(departmentsQuery(scope)),
    ]),
  );
}

export default function SearchRoute() {
  return (
    <WithPageData>
      <SearchPage />
    </WithPageData>
  );
}
