/**
 * `auth {nickname, bidToken, refreshToken}`: a valid refresh token whose user has that bid token
 * and nickname signs the connection in (it joins the user's room) and is answered with the
 * server's clock as soon as the session is checked; the balance, favourites and cart follow on
 * the messages channel. Their reads do not hold up the answer: when a node goes away its clients
 * sign in again on another one all at once, behind whatever the database is busy with.
 */
import { ERROR_MESSAGES, SOCKET_CHANNEL } from '@blitz/contract';
import type { FastifyInstance } from 'fastify';
import { hasWonBefore } from '../modules/auctions';
import { verifySession } from '../modules/auth';
import { cartItemsOf } from '../modules/cart';
import { createFavouritesRepository } from '../modules/catalogue';
import { balanceOf, blitzCount } from '../modules/wallet';
import { onCommand, type GatewaySocket } from './commands';
import { message, userRoom } from './rooms';

export function registerSessionHandlers(app: FastifyInstance, socket: GatewaySocket): void {
  const favourites = createFavouritesRepository(app.db);
  const tokens = { db: app.db, jwtSecret: app.config.jwtSecret };
  onCommand(socket, app.log, 'auth', async ({ nickname, bidToken, refreshToken }) => {
    const session = await verifySession(tokens, refreshToken);
    if (!session || session.bidToken !== bidToken || session.nickname !== nickname) {
      if (socket.data.userId !== null) await socket.leave(userRoom(socket.data.userId));
      socket.data.userId = null;
      socket.data.tokenVersion = null;
      return { status: 'error', message: ERROR_MESSAGES.AUTHENTICATION_FAILED };
    }
    if (socket.data.userId !== null && socket.data.userId !== session.userId) await socket.leave(userRoom(socket.data.userId));
    const { userId } = session;
    socket.data.userId = userId;
    socket.data.tokenVersion = session.tokenVersion;
    await socket.join(userRoom(userId));
    // After the acknowledgement, so the client has accepted the clock before the first update.
    const pushAccount = async () => {
      const [balance, hasWon, favoriteProducts, cartItems] = await Promise.all([
        balanceOf(app.db, userId),
        hasWonBefore(app.db, userId),
        favourites.ids(userId),
        cartItemsOf(app.db, userId),
      ]);
      if (socket.data.userId !== userId) return;
      socket.emit(SOCKET_CHANNEL, message('new-bids-count', { ...blitzCount(balance ?? { free: 0, paid: 0 }), hasWon }));
      socket.emit(SOCKET_CHANNEL, message('favorite-product', { favoriteProducts }));
      socket.emit(SOCKET_CHANNEL, message('add-to-cart', { cartItems }));
    };
    setImmediate(() => void pushAccount().catch((error: unknown) => app.log.error({ err: error }, 'account push after auth failed')));
    return { status: 'success', serverTime: app.clock.now().getTime() };
  });
}
