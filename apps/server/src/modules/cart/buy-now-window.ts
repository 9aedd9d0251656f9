/** Who may buy an auction now (DESIGN.md 'Auctions'), as SQL for the buy-now call and the cart's pricing. */
import { sql } from 'drizzle-orm';
import { BUY_NOW_AFTER_END_HOURS, FINISHED_AUCTION_STATUSES, LIVE_AUCTION_STATUSES } from '@blitz/contract';
import { litList } from '../../db/literals';

/** SQL condition on the auction aliased `p`: may this user buy it now? */
export function buyNowOpenTo(userId: number) {
  return sql`(p.status in ${litList(LIVE_AUCTION_STATUSES)} or (
    p.status in ${litList(FINISHED_AUCTION_STATUSES)} and coalesce(p.closed_at, p.end_time) > now() - ${BUY_NOW_AFTER_END_HOURS} * interval '1 hour'
    and exists (select 1 from bids b where b.product_id = p.id and b.user_id = ${userId})))`;
}
