// The page of one auction, named by the route's {auctionItemID}: its view, keyed by the id so that
// another auction starts with fresh state, or not-found for an id that cannot be one.
import type { ComponentType, ReactNode } from 'react';
import { useParams } from 'react-router';
import { parseAuctionId } from './auction-id';

export function AuctionIdPage({ view: View, notFound }: { view: ComponentType<{ auctionID: number }>; notFound: ReactNode }) {
  const id = parseAuctionId(useParams().auctionItemID);
  if (id === null) return notFound;
  return <View key={id} auctionID={id} />;
}
