// How an order status (DESIGN.md 'Orders') is named and coloured on screen. A status the shop does
// not know yet is shown as the server sent it.
import { ORDER_STATUSES, type OrderStatus } from '@blitz/contract';
import type { TFunction } from '../../../lib/translator';

export const ORDER_STATUS_LABEL_KEYS: Record<OrderStatus, string> = {
  Cart: 'orders.status.cart',
  'Awaiting Payment': 'orders.status.awaitingPayment',
  Paid: 'orders.status.paid',
  Processing: 'orders.status.processing',
  Shipped: 'orders.status.shipped',
  Delivered: 'orders.status.delivered',
  'Return Requested': 'orders.status.returnRequested',
  Returned: 'orders.status.returned',
  Forfeited: 'orders.status.forfeited',
  Cancelled: 'orders.status.cancelled',
};

export type StatusColour = 'default' | 'warning' | 'info' | 'primary' | 'success' | 'error';

const COLOURS: Record<OrderStatus, StatusColour> = {
  Cart: 'default',
  'Awaiting Payment': 'warning',
  Paid: 'info',
  Processing: 'info',
  Shipped: 'primary',
  Delivered: 'success',
  'Return Requested': 'default',
  Returned: 'default',
  Forfeited: 'error',
  Cancelled: 'error',
};

function isOrderStatus(status: string): status is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(status);
}

export function statusLabel(t: TFunction, status: string, fallback = status): string {
  return isOrderStatus(status) ? t(ORDER_STATUS_LABEL_KEYS[status]) : fallback;
}

export function statusColour(status: string): StatusColour {
  return isOrderStatus(status) ? COLOURS[status] : 'default';
}
