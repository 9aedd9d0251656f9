// The winners page, opening on the recent winnings (page-data.tsx).
import type { LoaderFunctionArgs } from 'react-router';
import { recentWinningsQuery } from '../../features/winners/api/get-recent-winnings';
import WinnersPage from '../pages/winners/winners-page';
import { prefetched, scopeOf, WithPageData } from '../page-data';

export { clientLoader } from '../page-data';

export function loader({ context }: LoaderFunctionArgs) {
  return prefetched((client) => client.prefetchInfiniteQuery(recentWinningsQuery(undefined, scopeOf(context))));
}

export default function WinnersRoute() {
  return (
    <WithPageData>
      <WinnersPage />
    </WithPageData>
  );
}
