/**
 * Uploads and the pictures stored from them (migration 0020): who may set a picture and whose file
 * a change may delete is read here, never taken from the client.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, inList } from './columns';
import { staffAccounts } from './staff';
import { users } from './users';
import { UPLOAD_SECTIONS } from './values';

export const uploads = pgTable(
  'uploads',
  {
    /** The storage key: incoming/… for a signed upload target, the stored file's key once saved. */
    key: text('key').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staffAccounts.id, { onDelete: 'cascade' }),
    section: text('section').notNull(),
    /** False for a signed target, true for a picture the server re-encoded and stored. */
    saved: boolean('saved').notNull().default(false),
    /** Where a saved picture is served (what profile_image and winner_photo hold). */
    url: text('url'),
    createdAt: createdAt(),
  },
  (t) => [
    index('uploads_user_idx')
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
    index('uploads_url_idx')
      .on(t.url)
      .where(sql`${t.url} is not null`),
    check('uploads_section_valid', inList(t.section, UPLOAD_SECTIONS)),
    check('uploads_one_owner', sql`(${t.userId} is null) <> (${t.staffId} is null)`),
    check('uploads_saved_url', sql`${t.saved} = (${t.url} is not null)`),
  ],
);
