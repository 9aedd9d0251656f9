// What a checked push does to the live store: a failed push is only logged (an add-to-cart error
// empties the cart), and a signed-in user's pushes are dropped once nobody is signed in.
import type { ServerEventName, ServerMessage } from '@blitz/contract';
import type { LiveStore } from './live-store';
import type { RealtimeLogger } from './realtime-types';

/** Pushes that belong to the signed-in user. */
const USER_EVENTS = new Set<ServerEventName>(['new-bids-count', 'favorite-product', 'add-to-cart', 'won-auction', 'new-reward']);

export function applyPush(store: LiveStore, message: ServerMessage, signedIn: boolean, logger: RealtimeLogger): void {
  if (message.status === 'error') {
    logger.warn(message.event, message.message);
    if (message.event === 'add-to-cart') store.setCartItems([]);
    return;
  }
  if (USER_EVENTS.has(message.event) && !signedIn) return;
  store.apply(message);
}
