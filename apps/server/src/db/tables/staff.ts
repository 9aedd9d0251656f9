/**
 * The staff console's own accounts (never shoppers: their tokens have an audience of their own)
 * and the append-only audit log every staff change writes in the same transaction as the change.
 */
import { STAFF_ROLES } from '@blitz/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, inList, moment, updatedAt } from './columns';

export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: id(),
    /** Stored lower-cased and trimmed; unique. */
    email: text('email').notNull(),
    role: text('role').notNull(),
    /** argon2id of the client's loginToken; null until the setup link is used. */
    passwordHash: text('password_hash'),
    /** Bumped when the account is disabled or its role changes: older staff tokens stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    disabledAt: moment('disabled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('staff_accounts_email_key').on(t.email), check('staff_accounts_role_valid', inList(t.role, STAFF_ROLES))],
);

/** One row per staff change; a trigger (migration 0004) refuses UPDATE and DELETE. */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: id(),
    /** Null for changes made from the command line. */
    staffId: integer('staff_id').references(() => staffAccounts.id, { onDelete: 'restrict' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('staff_audit_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('staff_audit_staff_idx').on(t.staffId, t.createdAt.desc()),
    index('staff_audit_target_idx').on(t.targetType, t.targetId),
    check('staff_audit_action_present', sql`length(${t.action}) > 0`),
  ],
);
