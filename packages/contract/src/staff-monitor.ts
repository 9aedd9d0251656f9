// The staff console's live monitor (issue 13): the running auctions as the server pushes them
// over the staff namespace of the realtime socket, about once a second, to owners and operators.
import { z } from 'zod';
import { countSchema, idSchema, isoDateTimeSchema, moneySchema } from './common';

/** The staff namespace of the realtime socket (same path as the shop's). */
export const STAFF_SOCKET_NAMESPACE = '/staff';
/** The event carrying a monitor snapshot on that namespace. */
export const STAFF_MONITOR_EVENT = 'monitor';
/** How often the server pushes a snapshot. */
export const MONITOR_PUSH_INTERVAL_MS = 1000;
/** Bids per second is the count of bids over this many seconds, divided by it. */
export const MONITOR_RATE_WINDOW_SECONDS = 10;
/** Most auctions one snapshot carries (the soonest to end first). */
export const MONITOR_MAX_AUCTIONS = 100;

/** What a staff connection sends in its handshake. */
export const staffSocketAuthSchema = z.object({ staffToken: z.string().min(1).max(4096) });

export const monitorAuctionSchema = z.object({
  id: idSchema,
  title: z.string(),
  price: moneySchema,
  retailPrice: moneySchema,
  endTime: isoDateTimeSchema.nullable(),
  auctionTimer: z.int().min(1),
  bidCount: countSchema,
  /** Nickname of the leading bidder; null before the first bid. */
  leader: z.string().nullable(),
  lastBidAt: isoDateTimeSchema.nullable(),
  bidsPerSecond: z.number().min(0),
  watchers: countSchema,
  activeBuddies: countSchema,
  uniqueBidders: countSchema,
});
export type MonitorAuction = z.infer<typeof monitorAuctionSchema>;

export const monitorSnapshotSchema = z.object({
  /** The server's clock when the snapshot was taken: the console counts down against it. */
  serverTime: isoDateTimeSchema,
  auctions: z.array(monitorAuctionSchema),
});
export type MonitorSnapshot = z.infer<typeof monitorSnapshotSchema>;
