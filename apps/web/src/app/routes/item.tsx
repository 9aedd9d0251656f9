// An auction's page, opening on the auction (page-data.tsx); an address of no auction answers 404
// (its page says so, and a crawler does not keep it).
import { data, type LoaderFunctionArgs } from 'react-router';
import { auctionQuery } from '../../features/item/api/get-auction';
import { parseAuctionId } from '../pages/auction-id';
import ItemPage from '../pages/item/item-page';
import { prefetched, scopeOf, WithPageData } from '../page-data';

export { clientLoader } from '../page-data';

export async function loader({ context, params }: LoaderFunctionArgs) {
  const id = parseAuctionId(params.auctionItemID);
  let missing = id === null;
  const page = await prefetched(async (client) => {
    if (id === null) return;
    // A failed call (the API down) is no answer: the page is left to fetch it in the browser.
    const auction = await client.fetchQuery(auctionQuery(id, scopeOf(context))).catch(() => undefined);
    missing = auction === null;
  });
  return missing ? data(page, { status: 404 }) : page;
}

export default function ItemRoute() {
  return (
    <WithPageData>
      <ItemPage />
    </WithPageData>
  );
}
