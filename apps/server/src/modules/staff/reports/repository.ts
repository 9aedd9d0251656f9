/** The reports inbox as staff read it: reports by status and text, one report with its notes and replies. */
import type { ReportStatus, StaffReport, StaffReportPage } from '@blitz/contract';
import { sql } from 'drizzle-orm';
import { queryRows, toDate, type Database } from '../../../db/client';
import { limitToPage, totalOf } from '../../../db/paging';
import { contains } from '../../../shared/like-pattern';

interface ReportRow extends Record<string, unknown> {
  id: number;
  userId: number | null;
  fullName: string;
  email: string;
  cellNumber: string;
  message: string;
  type: string;
  status: ReportStatus;
  createdAt: unknown;
  total?: number;
}

const columns = sql`r.id, r.user_id as "userId", r.full_name as "fullName", r.email, r.cell_number as "cellNumber",
  r.message, r.type, r.status, r.created_at as "createdAt"`;

const toWire = (row: ReportRow) => ({
  id: Number(row.id),
  userId: row.userId === null ? null : Number(row.userId),
  fullName: row.fullName,
  email: row.email,
  cellNumber: row.cellNumber,
  message: row.message,
  type: row.type,
  status: row.status,
  createdAt: toDate(row.createdAt).toISOString(),
});

/** New reports first, oldest first within a status, so nothing waits at the bottom. */
export async function listReports(
  db: Database,
  filters: { status?: ReportStatus | null; query?: string | null },
  pageNumber: number,
  pageSize: number,
): Promise<StaffReportPage> {
  const where = [sql`true`];
  if (filters.status) where.push(sql`r.status = ${filters.status}`);
  const text = filters.query?.trim();
  if (text) where.push(sql`(r.email ilike ${contains(text)} or r.full_name ilike ${contains(text)} or r.message ilike ${contains(text)})`);
  const rows = await queryRows<ReportRow>(
    db,
    sql`select ${columns}, count(*) over ()::int as total from reports r where ${sql.join(where, sql` and `)}
        order by (case r.status when 'new' then 0 when 'in progress' then 1 else 2 end), r.created_at asc, r.id
        ${limitToPage(pageNumber, pageSize)}`,
  );
  return { reports: rows.map(toWire), total: totalOf(rows) };
}

export async function findReport(db: Database, id: number, forUpdate = false): Promise<StaffReport | null> {
  const [row] = await queryRows<ReportRow>(
    db,
    sql`select ${columns} from reports r where r.id = ${id} ${forUpdate ? sql`for update` : sql``}`,
  );
  if (!row) return null;
  const notes = await queryRows<{ id: number; kind: 'note' | 'reply'; body: string; staffEmail: string | null; createdAt: unknown }>(
    db,
    sql`select n.id, n.kind, n.body, s.email as "staffEmail", n.created_at as "createdAt"
        from report_notes n left join staff_accounts s on s.id = n.staff_id
        where n.report_id = ${id} order by n.created_at, n.id`,
  );
  return {
    ...toWire(row),
    notes: notes.map((n) => ({ ...n, id: Number(n.id), createdAt: toDate(n.createdAt).toISOString() })),
  };
}
