/**
 * Everything around the shop floor: free-Blitz rewards, problem reports, the email outbox and the
 * assistant's chat history and engaged questions.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, id, inList, moment, updatedAt } from './columns';
import { users } from './users';
import { CHAT_ROLES, EMAIL_STATUSES, REPORT_STATUSES, REWARD_TYPES } from './values';

export const rewards = pgTable(
  'rewards',
  {
    id: id(),
    userId: cascadeRef('user_id', () => users.id),
    kind: text('kind').notNull(),
    amount: integer('amount').notNull(),
    /**
     * Uniqueness key per user and kind: the South African calendar day for daily check-ins,
     * `once` for profile completion, `user:{id}` of the referred user for referrals.
     */
    dateKey: text('date_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('rewards_user_kind_date_key').on(t.userId, t.kind, t.dateKey),
    index('rewards_user_created_idx').on(t.userId, t.createdAt.desc()),
    check('rewards_kind_valid', inList(t.kind, REWARD_TYPES)),
    check('rewards_amount_positive', sql`${t.amount} > 0`),
  ],
);

export const reports = pgTable(
  'reports',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    cellNumber: text('cell_number').notNull(),
    message: text('message').notNull(),
    type: text('type').notNull().default('Issue'),
    status: text('status').notNull().default('new'),
    updatedAt: updatedAt(),
    createdAt: createdAt(),
  },
  (t) => [index('reports_status_created_idx').on(t.status, t.createdAt), check('reports_status_valid', inList(t.status, REPORT_STATUSES))],
);

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** e.g. setup, reset, magic-link. */
    kind: text('kind').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: moment('sent_at'),
  },
  (t) => [index('email_outbox_status_idx').on(t.status, t.createdAt), check('email_outbox_status_valid', inList(t.status, EMAIL_STATUSES))],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    deviceId: text('device_id').notNull(),
    page: text('page').notNull(),
    role: text('role').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('chat_messages_device_idx').on(t.deviceId, t.createdAt), check('chat_messages_role_valid', inList(t.role, CHAT_ROLES))],
);

export const chatEngagedQuestions = pgTable(
  'chat_engaged_questions',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    deviceId: text('device_id').notNull(),
    page: text('page').notNull(),
    question: text('question').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('chat_engaged_questions_key').on(t.deviceId, t.page, t.question)],
);
