// The signed-in user's cart as the server last pushed it, and changing it over the socket
// (add-to-cart): the server prices every line and answers the whole cart.
import type { AddToCartPayload, CartItem } from '@blitz/contract';
import { useCallback, useState } from 'react';
import { useCartItems } from '../../../lib/realtime/live-hooks';
import { useRealtime } from '../../../lib/realtime/realtime-context';

export interface CartApi {
  items: readonly CartItem[];
  /** True while a change waits for the server's answer. */
  busy: boolean;
  change(payload: AddToCartPayload): Promise<{ ok: boolean; message?: string }>;
}

export function useCart(): CartApi {
  const realtime = useRealtime();
  const items = useCartItems();
  const [pending, setPending] = useState(0);
  const change = useCallback(
    async (payload: AddToCartPayload) => {
      setPending((n) => n + 1);
      try {
        const ack = await realtime.changeCart(payload);
        return ack.status === 'success' ? { ok: true } : { ok: false, message: ack.message };
      } finally {
        setPending((n) => n - 1);
      }
    },
    [realtime],
  );
  return { items, busy: pending > 0, change };
}
