// The order-history filter form works on text as typed; applying it turns the text into a filter
// or into the reason (a translation key) it cannot be one.
import type { OrdersFilter } from './orders-url';

export interface OrdersDraft {
  /** One status, or '' for any. */
  status: string;
  /** 'paid', 'unpaid' or '' for either. */
  paid: string;
  daysLeft: string;
  courier: string;
  tracking: string;
}

export function draftOf(filter: OrdersFilter): OrdersDraft {
  return {
    status: filter.statuses?.[0] ?? '',
    paid: filter.paid === undefined ? '' : filter.paid ? 'paid' : 'unpaid',
    daysLeft: filter.daysLeft?.toString() ?? '',
    courier: filter.courier ?? '',
    tracking: filter.tracking ?? '',
  };
}

export type DraftResult = { ok: true; filter: OrdersFilter } | { ok: false; errorKey: string };

export function parseDraft(draft: OrdersDraft, sort: OrdersFilter['sort']): DraftResult {
  const days = draft.daysLeft.trim();
  if (days !== '' && !/^\d{1,3}$/.test(days)) return { ok: false, errorKey: 'orders.daysLeftInvalid' };
  const filter: OrdersFilter = { sort };
  if (draft.status !== '') filter.statuses = [draft.status];
  if (draft.paid === 'paid') filter.paid = true;
  if (draft.paid === 'unpaid') filter.paid = false;
  if (days !== '') filter.daysLeft = Number(days);
  if (draft.courier.trim()) filter.courier = draft.courier.trim();
  if (draft.tracking.trim()) filter.tracking = draft.tracking.trim();
  return { ok: true, filter };
}
