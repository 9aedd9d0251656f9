/** The staff console's order export: one CSV row per order, the lines joined in one cell. */
import type { StaffOrder } from '@blitz/contract';
import { csvCell } from '../../../shared/csv-cell';

const COLUMNS = [
  'id',
  'createdAt',
  'status',
  'email',
  'nickname',
  'total',
  'items',
  'payBy',
  'paidAt',
  'shippedAt',
  'courier',
  'trackingNumber',
  'deliveredAt',
  'returnRequestedAt',
  'returnDecidedAt',
] as const;

const cellOf = (order: StaffOrder, column: (typeof COLUMNS)[number]) =>
  column === 'items' ? order.items.map((item) => `${item.quantity} x ${item.title} @ ${item.finalPrice}`).join('; ') : order[column];

export function ordersCsv(orders: StaffOrder[]): string {
  const rows = orders.map((order) => COLUMNS.map((column) => csvCell(cellOf(order, column))).join(','));
  return `${[COLUMNS.join(','), ...rows].join('\r\n')}\r\n`;
}
