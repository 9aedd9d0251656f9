/**
 * `watch` (which auctions' updates this connection receives) and `create-bid`. A bid is
 * acknowledged with its outcome; the broadcast follows the commit.
 */
import { ERROR_MESSAGES, SOCKET_CHANNEL, type ClientEventAck } from '@blitz/contract';
import type { FastifyInstance } from 'fastify';
import { placedBidEvent, watchSnapshot } from '../modules/auctions';
import { totalBlitz } from '../modules/wallet';
import { onCommand, type GatewaySocket } from './commands';
import { auctionRoom } from './rooms';

export function registerAuctionHandlers(app: FastifyInstance, socket: GatewaySocket): void {
  const { engine, broadcaster } = app.auctions;
  const { metrics } = app;

  onCommand(socket, app.log, 'watch', async ({ auctionIDs }) => {
    const wanted = new Set(auctionIDs);
    for (const id of socket.data.watching) if (!wanted.has(id)) await socket.leave(auctionRoom(id));
    const added = [...wanted].filter((id) => !socket.data.watching.includes(id));
    await socket.join([...wanted].map(auctionRoom));
    socket.data.watching = [...wanted];
    // The newly watched auctions as they stand, after the acknowledgement (watch-snapshot.ts).
    const snapshot = await watchSnapshot(app.db, added);
    setImmediate(() => {
      for (const update of snapshot) socket.emit(SOCKET_CHANNEL, update);
    });
    return { status: 'success' };
  });

  onCommand(socket, app.log, 'create-bid', async (payload) => {
    // From the command's receipt to its acknowledgement, which goes out as this resolves. The
    // bid's log line and the id its acknowledgement carries are bid-log.ts's.
    const timer = metrics.bidDuration.startTimer();
    try {
      const ack = await createBid(payload.productID);
      timer({ outcome: ack.status === 'success' ? 'accepted' : 'refused' });
      if (ack.status === 'success') metrics.bidsAccepted.inc({ via: 'shopper' });
      else metrics.bidsRefused.inc({ reason: ack.reason ?? 'error' });
      return ack;
    } catch (error) {
      timer({ outcome: 'error' });
      metrics.bidsRefused.inc({ reason: 'error' });
      throw error;
    }
  });

  async function createBid(productID: number): Promise<ClientEventAck<'create-bid'>> {
    const { userId } = socket.data;
    if (userId === null) return { status: 'error', message: ERROR_MESSAGES.SENDING_BID_FAILED, reason: 'sign-in' };
    const outcome = await engine.placeBid(productID, userId);
    if (!outcome.ok) return { status: 'error', message: ERROR_MESSAGES.SENDING_BID_FAILED, reason: outcome.reason };
    broadcaster.bidAccepted(outcome.bid);
    if (outcome.finished) {
      const finished = outcome.finished;
      setImmediate(() => void broadcaster.finished(finished).catch((error: unknown) => app.log.error({ err: error }, 'broadcast failed')));
    }
    return {
      status: 'success',
      bid: placedBidEvent(outcome.bid),
      bids: outcome.bid.balance ? totalBlitz(outcome.bid.balance) : undefined,
    };
  }
}
