/**
 * `auth {nickname, bidToken, refreshToken}`: a valid refresh token whose user has that bid token
 * and nickname signs the connection in (it joins the user's room) and is answered with the
 * server's clock; the balance, favourites and cart follow at once on the messages channel.
 */
import { ERROR_MESSAGES, SOCKET_CHANNEL } from '@blitz/contract';
import type { FastifyInstance } from 'fastify';
import { verifySession } from '../modules/auth/tokens';
import { cartItemsOf } from '../modules/cart/cart-items';
import { createFavouritesRepository } from '../modules/catalogue/favourites-repository';
import { balanceOf, totalBlitz } from '../modules/wallet/ledger';
import { onCommand, type GatewaySocket } from './commands';
import { message, userRoom } from './rooms';

export function registerSessionHandlers(app: FastifyInstance, socket: GatewaySocket): void {
  const favourites = createFavouritesRepository(app.db);
  onCommand(socket, app.log, 'auth', async ({ nickname, bidToken, refreshToken }) => {
    const session = await verifySession(app, refreshToken);
    if (!session || session.bidToken !== bidToken || session.nickname !== nickname) {
      if (socket.data.userId !== null) await socket.leave(userRoom(socket.data.userId));
      socket.data.userId = null;
      return { status: 'error', message: ERROR_MESSAGES.AUTHENTICATION_FAILED };
    }
    if (socket.data.userId !== null && socket.data.userId !== session.userId) await socket.leave(userRoom(socket.data.userId));
    socket.data.userId = session.userId;
    await socket.join(userRoom(session.userId));
    const [balance, favoriteProducts, cartItems] = await Promise.all([
      balanceOf(app.db, session.userId),
      favourites.ids(session.userId),
      cartItemsOf(app.db, session.userId),
    ]);
    // After the acknowledgement, so the client has accepted the clock before the first update.
    setImmediate(() => {
      socket.emit(SOCKET_CHANNEL, message('new-bids-count', { bids: balance ? totalBlitz(balance) : 0 }));
      socket.emit(SOCKET_CHANNEL, message('favorite-product', { favoriteProducts }));
      socket.emit(SOCKET_CHANNEL, message('add-to-cart', { cartItems }));
    });
    return { status: 'success', serverTime: Date.now() };
  });
}
