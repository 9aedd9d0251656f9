// The {auctionItemID} of /item and /buy-now routes.

/** Auction ids are positive integers; anything else is a path that does not exist. */
export function parseAuctionId(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
