// The staff console's accounts, roles and audit log (issue 13): who may open which section, the
// sign-in and setup calls, staff management and the audit log's filters and rows. Staff calls are
// POST /api/staff{path} with the staff token in `Authorization: Bearer`, never in the body.
import { z } from 'zod';
import { countSchema, idSchema, isoDateTimeSchema } from './common';
import { passwordHashSchema } from './auth';
import { normalizeEmail } from './validation';

export const STAFF_ROLES = ['owner', 'operator', 'support'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRoleSchema>;

/**
 * Which roles open each section of the console. The server authorises every call by its section;
 * the console draws its navigation from the same table. `account` is the signed-in staff member's
 * own session (any role).
 */
export const STAFF_SECTION_ROLES = {
  account: ['owner', 'operator', 'support'],
  staff: ['owner'],
  audit: ['owner'],
  auctions: ['owner', 'operator'],
  catalogue: ['owner', 'operator'],
  packs: ['owner', 'operator'],
  orders: ['owner', 'operator', 'support'],
  reports: ['owner', 'operator', 'support'],
  users: ['owner', 'support'],
  figures: ['owner'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffSection = keyof typeof STAFF_SECTION_ROLES;

export function staffRoleMayOpen(role: StaffRole, section: StaffSection): boolean {
  return (STAFF_SECTION_ROLES[section] as readonly StaffRole[]).includes(role);
}

/** Staff tokens last a working day; signing in again after that is expected. */
export const STAFF_TOKEN_TTL_SECONDS = 12 * 3600;
/** The staff token's audience: a shopper's refresh token never passes for it, nor it for one. */
export const STAFF_TOKEN_AUDIENCE = 'blitz-staff';

const staffEmailSchema = z.string().overwrite(normalizeEmail).min(3).max(254);

export const staffMemberSchema = z.object({
  id: idSchema,
  email: z.string(),
  role: staffRoleSchema,
  /** False until the setup link was used, and again once an owner disables the account. */
  active: z.boolean(),
  setUp: z.boolean(),
  createdAt: isoDateTimeSchema,
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** A sign-in answer: the staff token and who it belongs to. */
export const staffSessionSchema = z.object({
  staffToken: z.string().min(1),
  staff: staffMemberSchema,
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

/** `loginToken` as the shop builds it: base64 of `email:sha256hex(password)`. */
export const staffLoginBodySchema = z.object({ loginToken: z.string().min(1).max(2048) });
export const staffSetupBodySchema = z.object({
  email: staffEmailSchema,
  emailToken: z.string().min(1).max(512),
  password: passwordHashSchema,
});

export const staffCreateBodySchema = z.object({ email: staffEmailSchema, role: staffRoleSchema });
export const staffUpdateBodySchema = z.object({
  id: idSchema,
  role: staffRoleSchema.nullish(),
  active: z.boolean().nullish(),
});
export const staffIdBodySchema = z.object({ id: idSchema });
export const staffListSchema = z.array(staffMemberSchema);

// Audit log

const jsonValueSchema = z.json();

export const auditEntrySchema = z.object({
  id: idSchema,
  /** Null for changes made from the command line (`npm run staff:create`). */
  staffId: idSchema.nullable(),
  staffEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: jsonValueSchema.nullable(),
  after: jsonValueSchema.nullable(),
  createdAt: isoDateTimeSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListBodySchema = z.object({
  staffId: idSchema.nullish(),
  action: z.string().trim().max(100).nullish(),
  targetType: z.string().trim().max(100).nullish(),
  targetId: z.string().trim().max(100).nullish(),
  from: isoDateTimeSchema.nullish(),
  to: isoDateTimeSchema.nullish(),
  pageNumber: z.int().min(1).default(1),
  pageSize: z.int().min(1).max(200).default(50),
});
export const auditPageSchema = z.object({ entries: z.array(auditEntrySchema), total: countSchema });
export type AuditPage = z.infer<typeof auditPageSchema>;
