/** `new-favorite-product`: marks or unmarks a favourite and tells every connection of the user. */
import { ERROR_MESSAGES } from '@blitz/contract';
import type { FastifyInstance } from 'fastify';
import { createFavouritesRepository } from '../modules/catalogue';
import { onCommand, type GatewaySocket } from './commands';

export function registerFavouriteHandlers(app: FastifyInstance, socket: GatewaySocket): void {
  const favourites = createFavouritesRepository(app.db);
  onCommand(socket, app.log, 'new-favorite-product', async ({ productID, favorite }) => {
    const { userId } = socket.data;
    if (userId === null) return { status: 'error', message: ERROR_MESSAGES.AUTHENTICATION_FAILED };
    const favoriteProducts = await favourites.set(userId, productID, favorite);
    if (!favoriteProducts) return { status: 'error', message: ERROR_MESSAGES.NO_DATA_FOUND };
    app.realtime.toUser(userId, 'favorite-product', { favoriteProducts });
    return { status: 'success', favoriteProducts };
  });
}
