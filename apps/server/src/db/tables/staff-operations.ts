/**
 * What the staff console keeps beside the shop's own tables: the reason of every Blitz
 * adjustment (its ledger rows point here as `adjustment:{id}`) and the notes and email replies
 * on problem reports.
 */
import { REPORT_NOTE_KINDS } from '@blitz/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, id, inList, restrictRef } from './columns';
import { reports } from './engagement';
import { staffAccounts } from './staff';
import { users } from './users';

export const blitzAdjustments = pgTable(
  'blitz_adjustments',
  {
    id: id(),
    userId: cascadeRef('user_id', () => users.id),
    staffId: restrictRef('staff_id', () => staffAccounts.id),
    delta: integer('delta').notNull(),
    paid: boolean('paid').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('blitz_adjustments_user_idx').on(t.userId, t.createdAt), check('blitz_adjustments_delta_non_zero', sql`${t.delta} <> 0`)],
);

export const reportNotes = pgTable(
  'report_notes',
  {
    id: id(),
    reportId: cascadeRef('report_id', () => reports.id),
    staffId: integer('staff_id').references(() => staffAccounts.id, { onDelete: 'restrict' }),
    /** `note`: for staff only; `reply`: emailed to the reporter. */
    kind: text('kind').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('report_notes_report_idx').on(t.reportId, t.createdAt),
    check('report_notes_kind_valid', inList(t.kind, REPORT_NOTE_KINDS)),
  ],
);
