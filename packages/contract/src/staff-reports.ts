// The staff console's reports inbox (issue 13): the 'report a problem' messages with a status,
// notes kept for staff and replies sent to the reporter by email.
import { z } from 'zod';
import { countSchema, idSchema, isoDateTimeSchema } from './common';

export const REPORT_STATUSES = ['new', 'in progress', 'closed'] as const;
export const reportStatusSchema = z.enum(REPORT_STATUSES);
export type ReportStatus = z.infer<typeof reportStatusSchema>;

export const REPORT_NOTE_KINDS = ['note', 'reply'] as const;

export const staffReportNoteSchema = z.object({
  id: idSchema,
  kind: z.enum(REPORT_NOTE_KINDS),
  body: z.string(),
  staffEmail: z.string().nullable(),
  createdAt: isoDateTimeSchema,
});

export const staffReportSchema = z.object({
  id: idSchema,
  userId: idSchema.nullable(),
  fullName: z.string(),
  email: z.string(),
  cellNumber: z.string(),
  message: z.string(),
  type: z.string(),
  status: reportStatusSchema,
  createdAt: isoDateTimeSchema,
  notes: z.array(staffReportNoteSchema),
});
export type StaffReport = z.infer<typeof staffReportSchema>;

export const staffReportListBodySchema = z.object({
  status: reportStatusSchema.nullish(),
  query: z.string().trim().max(254).nullish(),
  pageNumber: z.int().min(1).default(1),
  pageSize: z.int().min(1).max(200).default(50),
});
export const staffReportPageSchema = z.object({ reports: z.array(staffReportSchema.omit({ notes: true })), total: countSchema });
export type StaffReportPage = z.infer<typeof staffReportPageSchema>;

export const staffReportIdBodySchema = z.object({ id: idSchema });
export const staffReportStatusBodySchema = z.object({ id: idSchema, status: reportStatusSchema });
export const staffReportTextBodySchema = z.object({ id: idSchema, body: z.string().trim().min(1).max(5000) });
