/**
 * The audit log: `recordAudit` writes one row per staff change with the transaction handle of the
 * change itself, so a change and its audit row commit or roll back together; owners read it with
 * `listAudit`. The table refuses updates and deletes (migration 0004).
 */
import type { AuditEntry, AuditPage, StaffParsedBody } from '@blitz/contract';
import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffAccounts, staffAudit } from '../../db/schema';

export interface AuditChange {
  /** Verb-noun of what happened, e.g. `auction.update`, `staff.create`. */
  action: string;
  targetType: string;
  targetId: string | number | null;
  before: unknown;
  after: unknown;
}

/** Plain JSON of a value: dates become ISO strings, undefined fields vanish. */
const asJson = (value: unknown): unknown => (value === undefined || value === null ? null : JSON.parse(JSON.stringify(value)));

/** `actorId` null: the change came from the command line. */
export async function recordAudit(tx: Database, actorId: number | null, change: AuditChange): Promise<void> {
  await tx.insert(staffAudit).values({
    staffId: actorId,
    action: change.action,
    targetType: change.targetType,
    targetId: change.targetId === null ? null : String(change.targetId),
    before: asJson(change.before),
    after: asJson(change.after),
  });
}

export async function listAudit(db: Database, filters: StaffParsedBody<'/audit/list'>): Promise<AuditPage> {
  const conditions: SQL[] = [];
  if (filters.staffId) conditions.push(eq(staffAudit.staffId, filters.staffId));
  if (filters.action) conditions.push(eq(staffAudit.action, filters.action));
  if (filters.targetType) conditions.push(eq(staffAudit.targetType, filters.targetType));
  if (filters.targetId) conditions.push(eq(staffAudit.targetId, filters.targetId));
  if (filters.from) conditions.push(gte(staffAudit.createdAt, new Date(filters.from)));
  if (filters.to) conditions.push(lte(staffAudit.createdAt, new Date(filters.to)));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: staffAudit.id,
        staffId: staffAudit.staffId,
        staffEmail: staffAccounts.email,
        action: staffAudit.action,
        targetType: staffAudit.targetType,
        targetId: staffAudit.targetId,
        before: staffAudit.before,
        after: staffAudit.after,
        createdAt: staffAudit.createdAt,
      })
      .from(staffAudit)
      .leftJoin(staffAccounts, eq(staffAccounts.id, staffAudit.staffId))
      .where(where)
      .orderBy(desc(staffAudit.createdAt), desc(staffAudit.id))
      .limit(filters.pageSize)
      .offset((filters.pageNumber - 1) * filters.pageSize),
    db.select({ total: count() }).from(staffAudit).where(where),
  ]);
  const entries: AuditEntry[] = rows.map((row) => ({
    ...row,
    before: (row.before ?? null) as AuditEntry['before'],
    after: (row.after ?? null) as AuditEntry['after'],
    createdAt: row.createdAt.toISOString(),
  }));
  return { entries, total: totals[0]?.total ?? 0 };
}
