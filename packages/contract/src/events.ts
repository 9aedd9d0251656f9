// Realtime events (SPEC.md section 7, DESIGN.md realtime channel). Clients emit commands that
// are acknowledged with `{status, ...}`; the server pushes every update on one channel,
// 'messages' (SOCKET_CHANNEL), as `{event, status, data}` or `{event, status: 'error', message}`.
import { z } from 'zod';
import { BID_REFUSALS } from './constants';
import { countSchema, idSchema, isoDateTimeSchema } from './common';
import { auctionStatusSchema, bidderSchema, latestBidSchema, placedBidSchema } from './auction';
import { addToCartPayloadSchema, cartItemSchema } from './orders';
import { rewardSchema } from './rewards';
import { forgiving, type Forgiving } from './forgiving';

const ackStatusSchema = z.enum(['success', 'error']);

/** Acknowledgement every command gets; `message` is an ERROR_MESSAGES text on error. */
const ackSchema = z.object({
  status: ackStatusSchema,
  message: z.string().optional(),
});

/** The auth ack carries the server clock (epoch ms) for the 5 s clock check. */
const authAckSchema = ackSchema.extend({ serverTime: z.number().optional() });

/** A bid broadcast: the placed bid plus the auction's end time after it. */
export const placedBidEventSchema = placedBidSchema.extend({ endTime: isoDateTimeSchema });
export type PlacedBidEvent = z.infer<typeof placedBidEventSchema>;

const bidRefusalSchema = z.enum(BID_REFUSALS);

/**
 * A status change pushed to the auction's watchers. `endTime` is the end time after the change
 * (set when an auction opens), `winner` the winning bidder once it has Ended (null when Closed).
 */
export const auctionStateEventSchema = z.object({
  productID: idSchema,
  status: auctionStatusSchema,
  endTime: isoDateTimeSchema.nullable().optional(),
  winner: bidderSchema.nullable().optional(),
});
export type AuctionStateEvent = z.infer<typeof auctionStateEventSchema>;

/** Socket.IO handshake `auth`: the device id from local storage (STORAGE_KEYS.deviceId). */
export const handshakeAuthSchema = z.object({ deviceId: z.string().max(200).optional() });

const productIdPayload = z.object({ productID: idSchema });

/** A command: its payload is parsed forgivingly (`null` for an optional field means "not set"). */
function command<P extends z.ZodType, A extends z.ZodType>(payload: P, ack: A): { payload: Forgiving<P>; ack: A } {
  return { payload: forgiving(payload), ack };
}

export const socketEvents = {
  clientToServer: {
    auth: command(
      z.object({
        nickname: z.string(),
        bidToken: z.string().min(1),
        refreshToken: z.string().min(1),
      }),
      authAckSchema,
    ),
    'create-bid': command(
      productIdPayload,
      /**
       * success: the bid as broadcast and the bidder's balance after it; error: why not. Every
       * answer carries `requestId`, the id of the bid's line in the server's log.
       */
      ackSchema.extend({
        bid: placedBidEventSchema.optional(),
        bids: countSchema.optional(),
        reason: bidRefusalSchema.optional(),
        requestId: z.string().optional(),
      }),
    ),
    'new-favorite-product': command(
      z.object({ productID: idSchema, favorite: z.boolean() }),
      ackSchema.extend({ favoriteProducts: z.array(idSchema).optional() }),
    ),
    'add-to-cart': command(addToCartPayloadSchema, ackSchema.extend({ cartItems: z.array(cartItemSchema).optional() })),
    'test-emit': command(z.unknown(), ackSchema),
    /** Rooms: bid updates for these auctions go to this connection (DESIGN.md). */
    watch: command(z.object({ auctionIDs: z.array(idSchema).max(200) }), ackSchema),
  },
  serverToClient: {
    'placed-bid': placedBidEventSchema,
    /**
     * The user's Blitz: `bids` is the balance (SPEC.md); `free` and `paid` split it and `hasWon`
     * says whether they have won before (sent when they sign in), for checkBidType on the client.
     */
    'new-bids-count': z.object({
      bids: countSchema,
      free: countSchema.optional(),
      paid: countSchema.optional(),
      hasWon: z.boolean().optional(),
    }),
    'new-auction-state': auctionStateEventSchema,
    'favorite-product': z.object({ favoriteProducts: z.array(idSchema) }),
    'new-reward': z.object({ reward: rewardSchema }),
    'latest-bid': latestBidSchema,
    'add-to-cart': z.object({ cartItems: z.array(cartItemSchema) }),
    'won-auction': z.object({ auctionID: idSchema }),
  },
} as const;

type ClientEvents = typeof socketEvents.clientToServer;
type ServerEvents = typeof socketEvents.serverToClient;
export type ClientEventName = keyof ClientEvents;
export type ServerEventName = keyof ServerEvents;
export type ClientEventPayload<E extends ClientEventName> = z.input<ClientEvents[E]['payload']>;
export type ClientEventAck<E extends ClientEventName> = z.infer<ClientEvents[E]['ack']>;
export type ServerEventData<E extends ServerEventName> = z.infer<ServerEvents[E]>;

export const CLIENT_EVENT_NAMES = Object.keys(socketEvents.clientToServer) as ClientEventName[];
export const SERVER_EVENT_NAMES = Object.keys(socketEvents.serverToClient) as [ServerEventName, ...ServerEventName[]];

function successMessage<E extends ServerEventName>(event: E) {
  return z.object({
    event: z.literal(event),
    status: z.literal('success'),
    data: socketEvents.serverToClient[event] as ServerEvents[E],
  });
}

/** A failed push: only logged by clients, except that an add-to-cart error empties the cart. */
const serverErrorMessageSchema = z.object({
  event: z.enum(SERVER_EVENT_NAMES),
  status: z.literal('error'),
  message: z.string(),
});

export const serverMessageSchema = z.union([
  z.discriminatedUnion('event', [
    successMessage('placed-bid'),
    successMessage('new-bids-count'),
    successMessage('new-auction-state'),
    successMessage('favorite-product'),
    successMessage('new-reward'),
    successMessage('latest-bid'),
    successMessage('add-to-cart'),
    successMessage('won-auction'),
  ]),
  serverErrorMessageSchema,
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;
export type ServerSuccessMessage = Extract<ServerMessage, { status: 'success' }>;

/** Typed event maps for Socket.IO's `Server<...>` and `Socket<...>` generics. */
export type ClientToServerEvents = {
  [E in ClientEventName]: (payload: ClientEventPayload<E>, ack: (response: ClientEventAck<E>) => void) => void;
};
export interface ServerToClientEvents {
  messages: (message: ServerMessage) => void;
}
