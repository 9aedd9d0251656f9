/**
 * The closed value lists of the contract and of `tables/values.ts` written into SQL as literals,
 * so a status or kind in a query is the typed constant, never a retyped string: a misspelt or
 * removed value fails the type check. Literals (not parameters) keep partial indexes usable.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AuctionStatus, BidType, OrderStatus, RewardType } from '@blitz/contract';
import type { LedgerKind, OrderItemKind, PaymentStatus, UploadSection } from './tables/values';

export type StoredValue = AuctionStatus | BidType | OrderStatus | RewardType | LedgerKind | OrderItemKind | PaymentStatus | UploadSection;

/** Quotes a code constant (never user input) as an SQL string literal. */
export const quoteLiteral = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** One stored value as an SQL literal: `p.status = ${lit('Open')}`. */
export function lit(value: StoredValue): SQL {
  return sql.raw(quoteLiteral(value));
}

/** Several as a parenthesised list: `o.status in ${litList(['Paid', 'Shipped'])}`. */
export function litList(values: readonly StoredValue[]): SQL {
  return sql.raw(`(${values.map(quoteLiteral).join(', ')})`);
}
