/** The auctions module's face: what other parts of the server use of it (its routes are mounted by app.ts). */
export { createAuctionBroadcaster, placedBidEvent, type AuctionBroadcaster } from './broadcast';
export { releaseAllBuddies } from './buddy-repository';
export { createAuctionEngine, type AuctionEngine, type TickOutcome } from './engine';
export { createLatestBidFeed } from './latest-bid-feed';
export { hasWonSql, winCountsSql } from './rule-sql';
export { winLimitRefusal } from './rules';
export { hasWonBefore } from './viewer-standing';
export { watchSnapshot } from './watch-snapshot';
