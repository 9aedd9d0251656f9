/**
 * Column helpers shared by every table: identity keys, timestamps, integer cents and CHECK lists,
 * so each table file reads as the domain it owns.
 */
import { sql, type SQL } from 'drizzle-orm';
import { bigint, integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { quoteLiteral } from '../literals';

/** Numeric identity primary key (ids are numbers on the wire). */
export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Money in integer cents; numbers stay exact far beyond any price this shop sees (2^53 cents). */
export const cents = (name: string) => bigint(name, { mode: 'number' });

/** SQL `column IN ('a', 'b')` for CHECK constraints; values are code constants, never user input. */
export function inList(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map(quoteLiteral).join(', ');
  return sql`${column} in (${sql.raw(list)})`;
}

/** A required reference to another table's row that goes with that row (ON DELETE CASCADE). */
export const cascadeRef = (name: string, target: () => AnyPgColumn) => integer(name).notNull().references(target, { onDelete: 'cascade' });

/** A required reference to another table's row that cannot be deleted while this row points at it (ON DELETE RESTRICT). */
export const restrictRef = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'restrict' });
