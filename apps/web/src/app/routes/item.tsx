// An auction's page, opening on the auction (page-data.tsx).
import type { LoaderFunctionArgs } from 'react-router';
import { auctionQuery } from '../../features/item/api/get-auction';
import { parseAuctionId } from '../pages/auction-id';
import ItemPage from '../pages/item/item-page';
import { prefetched, scopeOf, WithPageData } from '../page-data';

export { clientLoader } from '../page-data';

export function loader({ context, params }: LoaderFunctionArgs) {
  const id = parseAuctionId(params.auctionItemID);
  return prefetched((client) => (id === null ? Promise.resolve() : client.prefetchQuery(auctionQuery(id, scopeOf(context)))));
}

export default function ItemRoute() {
  return (
    <WithPageData>
      <ItemPage />
    </WithPageData>
  );
}
