/**
 * The signed-in user's own figures, read from the database at the moment of the question: Blitz
 * (free and bought), today's check-in, the running auctions they bid on and whether they lead,
 * their active BidBuddies, wins waiting for payment with the days left, the cart and the latest
 * orders with courier and tracking. The assistant says nothing about a user that is not read here.
 */
import { sql } from 'drizzle-orm';
import { formatMoney, LIVE_AUCTION_STATUSES, southAfricanDate } from '@blitz/contract';
import { queryRows, toDate, type Database } from '../../db/client';
import { lit, litList } from '../../db/literals';
import { cartItemsOf } from '../cart';
import type { LiveFacts, LivePack } from './knowledge/types';

const DAY_MS = 24 * 60 * 60_000;
/** How many auctions and orders an answer lists: the latest first. */
const LIST_LIMIT = 5;

export async function readLiveFacts(db: Database, userId: number, now: Date): Promise<LiveFacts | null> {
  const [user] = await queryRows<{ nickname: string; free: number; paid: number; checkedIn: boolean }>(
    db,
    sql`select u.nickname, u.free_blitz as free, u.paid_blitz as paid,
          exists(select 1 from rewards r where r.user_id = u.id and r.kind = 'dailyCheckIn'
                 and r.date_key = ${southAfricanDate(now)}) as "checkedIn"
        from users u where u.id = ${userId}`,
  );
  if (!user) return null;
  const bids = await queryRows<{ title: string; status: string; leading: boolean; n: number }>(
    db,
    sql`select p.title, p.status, p.leader_id = ${userId} as leading, count(*)::int as n, max(b.placed_at) as last
        from bids b join products p on p.id = b.product_id
        where b.user_id = ${userId} and p.status in ${litList(LIVE_AUCTION_STATUSES)}
        group by p.id, p.title, p.status, p.leader_id order by last desc limit ${LIST_LIMIT}`,
  );
  const buddies = await queryRows<{ title: string; reserved: number; remaining: number }>(
    db,
    sql`select p.title, bb.reserved, (bb.remaining_free + bb.remaining_paid) as remaining
        from bid_buddies bb join products p on p.id = bb.product_id
        where bb.user_id = ${userId} and bb.active order by bb.activated_at desc limit ${LIST_LIMIT}`,
  );
  const wins = await queryRows<{ title: string; cents: number; payBy: unknown }>(
    db,
    sql`select oi.title, oi.final_price_cents::float8 as cents, o.pay_by as "payBy"
        from orders o join order_items oi on oi.order_id = o.id
        where o.user_id = ${userId} and o.status = ${lit('Awaiting Payment')} and oi.kind = ${lit('auction')}
        order by o.pay_by limit ${LIST_LIMIT}`,
  );
  const orders = await queryRows<{ id: number; status: string; courier: string | null; tracking: string | null; titles: string[] }>(
    db,
    sql`select o.id, o.status, o.courier, o.tracking_number as tracking,
          array(select oi.title from order_items oi where oi.order_id = o.id order by oi.id) as titles
        from orders o where o.user_id = ${userId} and o.status not in ${litList(['Cart', 'Awaiting Payment'])}
        order by o.created_at desc limit ${LIST_LIMIT}`,
  );
  const cart = await cartItemsOf(db, userId);
  return {
    nickname: user.nickname,
    freeBlitz: Number(user.free),
    paidBlitz: Number(user.paid),
    checkedInToday: Boolean(user.checkedIn),
    bids: bids.map((b) => ({ title: b.title, status: b.status, leading: Boolean(b.leading), bidsPlaced: Number(b.n) })),
    buddies: buddies.map((b) => ({ title: b.title, reserved: Number(b.reserved), remaining: Number(b.remaining) })),
    wins: wins.map((w) => ({
      title: w.title,
      price: formatMoney(Math.round(Number(w.cents))),
      // Whole days left, rounded up: "1 day left" until the very end.
      daysLeft: w.payBy ? Math.max(0, Math.ceil((toDate(w.payBy).getTime() - now.getTime()) / DAY_MS)) : 0,
    })),
    cart: cart.map((c) => ({ name: c.name, quantity: c.quantity ?? 1, amount: formatMoney(Math.round(c.amount * 100)) })),
    orders: orders.map((o) => ({
      id: Number(o.id),
      status: o.status,
      courier: o.courier,
      trackingNumber: o.tracking,
      titles: o.titles ?? [],
    })),
  };
}

/** The bid packs on sale, with their prices as they are now. */
export async function readBidPacks(db: Database): Promise<LivePack[]> {
  const rows = await queryRows<{ bids: number; cents: number }>(
    db,
    sql`select bids, price_cents::float8 as cents from bid_packs where active order by position, bids`,
  );
  return rows.map((r) => ({ bids: Number(r.bids), price: formatMoney(Math.round(Number(r.cents))) }));
}
