// Building blocks shared by every domain schema: wire money, dates, ids, images, the request
// envelope the API client adds to every body, and pagination.
// Before any schema is built: zod's eval probe off in browsers (see the module). The barrel
// imports it too, but a bundle that skips the barrel's own body still evaluates this.
import './parse-without-eval';
import { z } from 'zod';
import { MAX_PAGE_SIZE } from './constants';
import { MONEY_PATTERN } from './money';

export const moneySchema = z.string().regex(MONEY_PATTERN, 'Money must look like "1234.50"');

/** A moment in time as an ISO 8601 string with a zone, e.g. "2025-02-15T08:00:00.000Z". */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });
/** A calendar day, e.g. "2025-02-15". */
export const calendarDateSchema = z.iso.date();

/** Database ids: PostgreSQL integers, so positive and at most 2,147,483,647 (a larger one is bad input, not a database error). */
export const idSchema = z.int().positive().max(2_147_483_647);
export const countSchema = z.int().nonnegative();

/** An image on the wire: URL paths served by the server (e.g. /media/catalogue/...). */
export const imageSchema = z.object({
  full: z.string().min(1),
  thumb: z.string().min(1).optional(),
});
export type Image = z.infer<typeof imageSchema>;

/** Fields the API client adds to every body (SPEC.md section 7). */
export const envelopeSchema = z.object({
  lanIso: z.string().max(8).optional(),
  refreshToken: z.string().max(4096).optional(),
  referrerToken: z.string().max(512).optional(),
});
export type Envelope = z.infer<typeof envelopeSchema>;

/** Paging sent by callers; pageNumber counts from 1. */
export const paginationSchema = z.object({
  pageNumber: z.int().min(1),
  pageSize: z.int().min(1).max(MAX_PAGE_SIZE),
});
