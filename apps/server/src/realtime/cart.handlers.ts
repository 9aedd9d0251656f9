/** `add-to-cart`: changes the user's cart and sends the whole cart to every connection of the user. */
import { ERROR_MESSAGES } from '@blitz/contract';
import type { FastifyInstance } from 'fastify';
import { changeCart } from '../modules/cart';
import { onCommand, type GatewaySocket } from './commands';

export function registerCartHandlers(app: FastifyInstance, socket: GatewaySocket): void {
  onCommand(socket, app.log, 'add-to-cart', async (payload) => {
    const { userId } = socket.data;
    if (userId === null) return { status: 'error', message: ERROR_MESSAGES.AUTHENTICATION_FAILED };
    const result = await changeCart(app.db, userId, payload);
    if (!result.ok) {
      return { status: 'error', message: result.reason === 'invalid' ? ERROR_MESSAGES.INVALID_COMMAND : ERROR_MESSAGES.NO_DATA_FOUND };
    }
    app.realtime.toUser(userId, 'add-to-cart', { cartItems: result.cartItems });
    return { status: 'success', cartItems: result.cartItems };
  });
}
