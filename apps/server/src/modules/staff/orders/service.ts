/**
 * Staff changes to orders: the fulfilment steps and the return decision, each decided by the
 * contract's pure rules on the locked order and written with its audit row in one transaction.
 * Shipping emails the buyer the courier and tracking number, and a return decision tells the
 * buyer the outcome, once the change is committed, in the buyer's stored language (English when none).
 */
import {
  languageOrFallback,
  mayDecideReturn,
  mayFulfil,
  shipsGoods,
  SHIPPING_DAYS_MAX,
  SHIPPING_DAYS_MIN,
  type StaffOrder,
  type StaffParsedBody,
} from '@blitz/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client';
import { lit } from '../../../db/literals';
import { inTransaction } from '../../../db/transaction';
import type { Clock } from '../../clock-port';
import type { Mailer, Notice } from '../../mail-port';
import { ORDER_NOTICE_TEXTS } from './order-notice-texts';
import { recordAudit } from '../audit';
import { findOrder, lockOrder } from './repository';

export interface StaffOrderDeps {
  db: Database;
  mailer: Mailer;
  clock: Clock;
}

export type OrderChange = { kind: 'saved'; order: StaffOrder } | { kind: 'not-found' } | { kind: 'refused' };

/** What the audit keeps of an order: its status and fulfilment fields. */
const audited = (order: StaffOrder) => ({
  status: order.status,
  courier: order.courier,
  trackingNumber: order.trackingNumber,
  shippedAt: order.shippedAt,
  deliveredAt: order.deliveredAt,
  returnDecidedAt: order.returnDecidedAt,
});

async function change(
  deps: StaffOrderDeps,
  actorId: number,
  id: number,
  action: string,
  apply: (tx: Database, order: StaffOrder, now: Date) => Promise<boolean>,
): Promise<OrderChange> {
  const now = deps.clock.now();
  return inTransaction(deps.db, async (tx) => {
    if (!(await lockOrder(tx, id))) return { kind: 'not-found' } as const;
    const before = await findOrder(tx, id);
    if (!before) return { kind: 'not-found' } as const;
    if (!(await apply(tx, before, now))) return { kind: 'refused' } as const;
    const after = (await findOrder(tx, id))!;
    await recordAudit(tx, actorId, { action, targetType: 'order', targetId: id, before: audited(before), after: audited(after) });
    return { kind: 'saved', order: after } as const;
  });
}

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** The buyer's order email of `kind`, written in the buyer's stored language. */
async function orderNotice(db: Database, order: StaffOrder, kind: 'order-shipped' | 'return-accepted' | 'return-refused'): Promise<Notice> {
  const [row] = await queryRows<{ language: string | null }>(db, sql`select language from users where id = ${order.userId}`);
  const language = languageOrFallback(row?.language);
  const t = ORDER_NOTICE_TEXTS[language];
  const values = {
    nickname: order.nickname,
    order: order.id,
    items: order.items.map((item) => item.title).join(', '),
    courier: order.courier ?? '',
    tracking: order.trackingNumber ?? '',
    min: SHIPPING_DAYS_MIN,
    max: SHIPPING_DAYS_MAX,
  };
  const body =
    kind === 'order-shipped'
      ? [t.shipped, `${t.courier}\n${t.tracking}`, t.history]
      : [kind === 'return-accepted' ? t.returnAccepted : t.returnRefused, t.returnHelp];
  return {
    kind,
    to: order.email,
    language,
    subject: fill(kind === 'order-shipped' ? t.shippedSubject : t.returnSubject, values),
    paragraphs: [t.greeting, ...body].map((text) => fill(text, values)),
  };
}

export async function fulfilOrder(deps: StaffOrderDeps, actorId: number, body: StaffParsedBody<'/orders/fulfil'>): Promise<OrderChange> {
  const result = await change(deps, actorId, body.id, `order.${body.status.toLowerCase()}`, async (tx, order, now) => {
    if (!mayFulfil(order.status, body.status, shipsGoods(order.items.map((item) => item.kind)))) return false;
    if (body.status === 'Processing') {
      await tx.execute(sql`update orders set status = ${lit('Processing')}, updated_at = now() where id = ${order.id}`);
    } else if (body.status === 'Shipped') {
      await tx.execute(sql`update orders set status = ${lit('Shipped')}, courier = ${body.courier!}, tracking_number = ${body.trackingNumber!},
        shipped_at = coalesce(shipped_at, ${now}), updated_at = now() where id = ${order.id}`);
    } else {
      await tx.execute(
        sql`update orders set status = ${lit('Delivered')}, delivered_at = ${now}, updated_at = now() where id = ${order.id}`,
      );
    }
    return true;
  });
  if (result.kind === 'saved' && body.status === 'Shipped')
    await deps.mailer.notify(await orderNotice(deps.db, result.order, 'order-shipped'));
  return result;
}

/** Accepting makes the order Returned; refusing puts it back to Delivered. */
export async function decideReturn(deps: StaffOrderDeps, actorId: number, id: number, accept: boolean): Promise<OrderChange> {
  const result = await change(deps, actorId, id, accept ? 'order.return-accept' : 'order.return-refuse', async (tx, order, now) => {
    if (!mayDecideReturn(order.status, order.deliveredAt ? new Date(order.deliveredAt) : null, now)) return false;
    const status = accept ? 'Returned' : 'Delivered';
    await tx.execute(sql`update orders set status = ${status}, return_decided_at = ${now}, updated_at = now() where id = ${order.id}`);
    return true;
  });
  if (result.kind === 'saved')
    await deps.mailer.notify(await orderNotice(deps.db, result.order, accept ? 'return-accepted' : 'return-refused'));
  return result;
}
