// Every call of the staff console, keyed by its path under /api/staff, with the section whose
// roles may make it (STAFF_SECTION_ROLES). `response` is the schema of the 200 data; null when the
// call answers 202 without data.
// Before any schema is built: zod's eval probe off in browsers (see the module). The barrel
// imports it too, but a bundle that skips the barrel's own body still evaluates this.
import './parse-without-eval';
import { z } from 'zod';
import {
  auditListBodySchema,
  auditPageSchema,
  staffCreateBodySchema,
  staffIdBodySchema,
  staffListSchema,
  staffLoginBodySchema,
  staffMemberSchema,
  staffSessionSchema,
  staffSetupBodySchema,
  staffUpdateBodySchema,
  type StaffSection,
} from './staff';
import {
  staffAuctionCloneBodySchema,
  staffAuctionIdBodySchema,
  staffAuctionListBodySchema,
  staffAuctionOptionsSchema,
  staffAuctionPageSchema,
  staffAuctionSchema,
  staffAuctionUpdateBodySchema,
  auctionDraftSchema,
} from './staff-auctions';
import { staffOperationCalls } from './staff-operations-api';
import { staffCatalogueCalls } from './staff-catalogue-api';

interface StaffCallDef {
  body: z.ZodType;
  response: z.ZodType | null;
  /** null: the call signs in and needs no staff token. */
  section: StaffSection | null;
}

function staffCall<B extends z.ZodType, R extends z.ZodType | null>(
  body: B,
  response: R,
  section: StaffSection | null,
): { body: B; response: R; section: StaffSection | null } {
  return { body, response, section };
}

const empty = z.object({});

export const staffCalls = {
  '/auth/login': staffCall(staffLoginBodySchema, staffSessionSchema, null),
  '/auth/setup': staffCall(staffSetupBodySchema, staffSessionSchema, null),
  '/auth/me': staffCall(empty, staffMemberSchema, 'account'),

  '/staff/list': staffCall(empty, staffListSchema, 'staff'),
  '/staff/create': staffCall(staffCreateBodySchema, staffMemberSchema, 'staff'),
  '/staff/update': staffCall(staffUpdateBodySchema, staffMemberSchema, 'staff'),
  '/staff/resend-setup': staffCall(staffIdBodySchema, null, 'staff'),

  '/audit/list': staffCall(auditListBodySchema, auditPageSchema, 'audit'),

  '/auctions/list': staffCall(staffAuctionListBodySchema, staffAuctionPageSchema, 'auctions'),
  '/auctions/get': staffCall(staffAuctionIdBodySchema, staffAuctionSchema, 'auctions'),
  '/auctions/options': staffCall(empty, staffAuctionOptionsSchema, 'auctions'),
  '/auctions/create': staffCall(z.object({ draft: auctionDraftSchema }), staffAuctionSchema, 'auctions'),
  '/auctions/update': staffCall(staffAuctionUpdateBodySchema, staffAuctionSchema, 'auctions'),
  '/auctions/clone': staffCall(staffAuctionCloneBodySchema, staffAuctionSchema, 'auctions'),
  '/auctions/withdraw': staffCall(staffAuctionIdBodySchema, staffAuctionSchema, 'auctions'),

  ...staffOperationCalls,
  ...staffCatalogueCalls,
} as const satisfies Record<string, StaffCallDef>;

export type StaffCalls = typeof staffCalls;
export type StaffPath = keyof StaffCalls;
export type StaffBody<P extends StaffPath> = z.input<StaffCalls[P]['body']>;
export type StaffParsedBody<P extends StaffPath> = z.output<StaffCalls[P]['body']>;
export type StaffResponse<P extends StaffPath> = StaffCalls[P]['response'] extends z.ZodType ? z.output<StaffCalls[P]['response']> : null;

/** Where the staff calls are served: POST {STAFF_API_PREFIX}{path}. */
export const STAFF_API_PREFIX = '/api/staff';
