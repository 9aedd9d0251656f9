/**
 * What a connection that starts watching auctions has missed: their state now (status, end time,
 * winner) and the leading bid, as the same `new-auction-state` and `placed-bid` messages the
 * broadcasts send. A client that comes back after a lost connection, a deploy or a node failure
 * re-sends `watch` and so shows the right price at once instead of waiting for the next bid.
 * Clients merge them like any broadcast (the newest bid and the furthest state win).
 */
import { centsToWire, type AuctionStatus, type ServerMessage } from '@blitz/contract';
import { sql } from 'drizzle-orm';
import { queryRows, toDate, type Database } from '../../db/client';
import { message } from '../realtime-port';

interface Row {
  id: number;
  status: AuctionStatus;
  endTime: string | Date | null;
  winnerNickname: string | null;
  winnerImage: string | null;
  bidCents: number | null;
  bidAt: string | Date | null;
  bidderNickname: string | null;
  bidderImage: string | null;
}

export async function watchSnapshot(db: Database, auctionIds: number[]): Promise<ServerMessage[]> {
  if (auctionIds.length === 0) return [];
  const rows = await queryRows<Row & Record<string, unknown>>(
    db,
    sql`select p.id, p.status, p.end_time as "endTime", w.nickname as "winnerNickname", w.profile_image as "winnerImage",
          b.amount_cents::float8 as "bidCents", b.placed_at as "bidAt", u.nickname as "bidderNickname", u.profile_image as "bidderImage"
        from products p
        left join users w on w.id = p.winner_id
        left join lateral (select amount_cents, placed_at, user_id from bids where product_id = p.id order by placed_at desc, id desc limit 1) b on true
        left join users u on u.id = b.user_id
        where p.id in (${sql.join(
          auctionIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  const messages: ServerMessage[] = [];
  for (const row of rows) {
    const endTime = row.endTime === null ? null : toDate(row.endTime).toISOString();
    const over = row.status === 'Ended' || row.status === 'Closed';
    if (row.bidCents !== null && row.bidAt !== null && endTime !== null) {
      messages.push(
        message('placed-bid', {
          productID: row.id,
          bidAmount: centsToWire(row.bidCents),
          date: toDate(row.bidAt).toISOString(),
          bidder: { nickname: row.bidderNickname ?? '', profileImage: row.bidderImage },
          endTime,
        }),
      );
    }
    // A state only where a bid does not tell it, and never 'Open' over a bid: an end that lands
    // between this read and its delivery must not be undone on the client.
    if (over) {
      const winner = row.winnerNickname === null ? null : { nickname: row.winnerNickname, profileImage: row.winnerImage };
      messages.push(message('new-auction-state', { productID: row.id, status: row.status, endTime, winner }));
    } else if (row.status === 'Open' && row.bidCents === null) {
      messages.push(message('new-auction-state', { productID: row.id, status: 'Open', endTime }));
    }
  }
  return messages;
}
