// The staff console's calls for running the shop day to day (issue 13): the home page's overview,
// orders, users, the reports inbox and the live monitor. staff-api.ts spreads them into `staffCalls`.
import { z } from 'zod';
import type { StaffSection } from './staff';
import { staffOverviewSchema } from './staff-overview';
import {
  staffOrderExportSchema,
  staffOrderFiltersSchema,
  staffOrderFulfilBodySchema,
  staffOrderIdBodySchema,
  staffOrderListBodySchema,
  staffOrderPageSchema,
  staffOrderSchema,
  staffReturnDecisionBodySchema,
} from './staff-orders';
import {
  staffAdjustBodySchema,
  staffBanBodySchema,
  staffLedgerPageSchema,
  staffUserBidPageSchema,
  staffUserIdBodySchema,
  staffUserPagedBodySchema,
  staffUserPageSchema,
  staffUserSchema,
  staffUserSearchBodySchema,
} from './staff-users';
import {
  staffReportIdBodySchema,
  staffReportListBodySchema,
  staffReportPageSchema,
  staffReportSchema,
  staffReportStatusBodySchema,
  staffReportTextBodySchema,
} from './staff-reports';

function call<B extends z.ZodType, R extends z.ZodType | null, S extends StaffSection>(body: B, response: R, section: S) {
  return { body, response, section };
}

const empty = z.object({});

export const staffOperationCalls = {
  // Any signed-in staff member; each part of the answer follows its own section.
  '/overview/get': call(empty, staffOverviewSchema, 'account'),

  '/orders/list': call(staffOrderListBodySchema, staffOrderPageSchema, 'orders'),
  '/orders/get': call(staffOrderIdBodySchema, staffOrderSchema, 'orders'),
  '/orders/fulfil': call(staffOrderFulfilBodySchema, staffOrderSchema, 'orders'),
  '/orders/return-decision': call(staffReturnDecisionBodySchema, staffOrderSchema, 'orders'),
  '/orders/export': call(staffOrderFiltersSchema, staffOrderExportSchema, 'orders'),

  '/users/search': call(staffUserSearchBodySchema, staffUserPageSchema, 'users'),
  '/users/get': call(staffUserIdBodySchema, staffUserSchema, 'users'),
  '/users/ledger': call(staffUserPagedBodySchema, staffLedgerPageSchema, 'users'),
  '/users/bids': call(staffUserPagedBodySchema, staffUserBidPageSchema, 'users'),
  '/users/adjust': call(staffAdjustBodySchema, staffUserSchema, 'users'),
  '/users/ban': call(staffBanBodySchema, staffUserSchema, 'users'),
  '/users/send-setup': call(staffUserIdBodySchema, null, 'users'),

  '/reports/list': call(staffReportListBodySchema, staffReportPageSchema, 'reports'),
  '/reports/get': call(staffReportIdBodySchema, staffReportSchema, 'reports'),
  '/reports/status': call(staffReportStatusBodySchema, staffReportSchema, 'reports'),
  '/reports/note': call(staffReportTextBodySchema, staffReportSchema, 'reports'),
  '/reports/reply': call(staffReportTextBodySchema, staffReportSchema, 'reports'),
} as const;
