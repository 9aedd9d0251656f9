/**
 * Staff changes to departments and categories: their names (English and per language), banner
 * and thumb pictures, and their order. Each change writes its audit row in its own transaction;
 * deleting refuses what auctions or categories still use.
 */
import type { StaffCategory, StaffDepartment } from '@blitz/contract';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client';
import { categories, departments } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { imageOf } from '../../../shared/wire-image';
import { recordAudit } from '../audit';

interface DepartmentRow {
  id: number;
  name: string;
  names: Record<string, string>;
  banner: string;
  bannerThumb: string | null;
  position: number;
  auctions: number;
}
interface CategoryRow {
  id: number;
  departmentId: number;
  name: string;
  names: Record<string, string>;
  thumb: string;
  position: number;
  auctions: number;
}

export async function listDepartments(db: Database): Promise<StaffDepartment[]> {
  const [departmentRows, categoryRows] = await Promise.all([
    queryRows<DepartmentRow & Record<string, unknown>>(
      db,
      sql`select d.id, d.name, d.names, d.banner, d.banner_thumb as "bannerThumb", d.position,
            (select count(*)::int from products p where p.department_id = d.id) as auctions
          from departments d order by d.position, d.id`,
    ),
    queryRows<CategoryRow & Record<string, unknown>>(
      db,
      sql`select c.id, c.department_id as "departmentId", c.name, c.names, c.thumb, c.position,
            (select count(*)::int from products p where p.category_id = c.id) as auctions
          from categories c order by c.position, c.id`,
    ),
  ]);
  return departmentRows.map((d) => ({
    id: d.id,
    name: d.name,
    names: d.names,
    banner: imageOf(d.banner, d.bannerThumb),
    position: d.position,
    auctions: d.auctions,
    categories: categoryRows.filter((c) => c.departmentId === d.id),
  }));
}

/** A slug of the name that no row of `table` has yet (within the department for categories). */
async function freeSlug(db: Database, name: string, table: 'departments' | 'categories', departmentId?: number): Promise<string> {
  const base =
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'section';
  for (let n = 1; ; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    const taken =
      table === 'departments'
        ? await db.select({ id: departments.id }).from(departments).where(eq(departments.slug, slug))
        : await db
            .select({ id: categories.id })
            .from(categories)
            .where(and(eq(categories.slug, slug), eq(categories.departmentId, departmentId!)));
    if (taken.length === 0) return slug;
  }
}

export type SectionChange<T> = { kind: 'saved'; value: T } | { kind: 'not-found' } | { kind: 'invalid' } | { kind: 'in-use' };

export async function saveDepartment(
  db: Database,
  actorId: number,
  input: { id?: number | null; name: string; names: Record<string, string>; banner: { full: string; thumb: string } | null },
): Promise<SectionChange<StaffDepartment>> {
  const outcome = await inTransaction(db, async (tx): Promise<SectionChange<number>> => {
    if (!input.id) {
      if (!input.banner) return { kind: 'invalid' };
      const [max] = await queryRows<{ n: number }>(tx, sql`select coalesce(max(position), -1)::int + 1 as n from departments`);
      const [row] = await tx
        .insert(departments)
        .values({
          slug: await freeSlug(tx, input.name, 'departments'),
          name: input.name,
          names: input.names,
          banner: input.banner.full,
          bannerThumb: input.banner.thumb,
          position: max?.n ?? 0,
        })
        .returning();
      await recordAudit(tx, actorId, {
        action: 'department.create',
        targetType: 'department',
        targetId: row!.id,
        before: null,
        after: row,
      });
      return { kind: 'saved', value: row!.id };
    }
    const [before] = await tx.select().from(departments).where(eq(departments.id, input.id)).for('update');
    if (!before) return { kind: 'not-found' };
    const [after] = await tx
      .update(departments)
      .set({
        name: input.name,
        names: input.names,
        ...(input.banner ? { banner: input.banner.full, bannerThumb: input.banner.thumb } : {}),
      })
      .where(eq(departments.id, input.id))
      .returning();
    await recordAudit(tx, actorId, { action: 'department.update', targetType: 'department', targetId: input.id, before, after });
    return { kind: 'saved', value: input.id };
  });
  if (outcome.kind !== 'saved') return outcome;
  const saved = (await listDepartments(db)).find((d) => d.id === outcome.value)!;
  return { kind: 'saved', value: saved };
}

export async function saveCategory(
  db: Database,
  actorId: number,
  input: { id?: number | null; departmentId: number; name: string; names: Record<string, string>; thumb: string | null },
): Promise<SectionChange<StaffCategory>> {
  const outcome = await inTransaction(db, async (tx): Promise<SectionChange<number>> => {
    const [department] = await tx.select({ id: departments.id }).from(departments).where(eq(departments.id, input.departmentId));
    if (!department) return { kind: 'invalid' };
    if (!input.id) {
      if (!input.thumb) return { kind: 'invalid' };
      const [max] = await queryRows<{ n: number }>(
        tx,
        sql`select coalesce(max(position), -1)::int + 1 as n from categories where department_id = ${input.departmentId}`,
      );
      const [row] = await tx
        .insert(categories)
        .values({
          departmentId: input.departmentId,
          slug: await freeSlug(tx, input.name, 'categories', input.departmentId),
          name: input.name,
          names: input.names,
          thumb: input.thumb,
          position: max?.n ?? 0,
        })
        .returning();
      await recordAudit(tx, actorId, { action: 'category.create', targetType: 'category', targetId: row!.id, before: null, after: row });
      return { kind: 'saved', value: row!.id };
    }
    const [before] = await tx.select().from(categories).where(eq(categories.id, input.id)).for('update');
    if (!before) return { kind: 'not-found' };
    // Moving a category that auctions use to another department would split them from it.
    if (before.departmentId !== input.departmentId) {
      const [used] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from products where category_id = ${input.id}`);
      if ((used?.n ?? 0) > 0) return { kind: 'in-use' };
    }
    const [after] = await tx
      .update(categories)
      .set({
        departmentId: input.departmentId,
        name: input.name,
        names: input.names,
        ...(input.thumb ? { thumb: input.thumb } : {}),
        ...(before.departmentId !== input.departmentId ? { slug: await freeSlug(tx, input.name, 'categories', input.departmentId) } : {}),
      })
      .where(eq(categories.id, input.id))
      .returning();
    await recordAudit(tx, actorId, { action: 'category.update', targetType: 'category', targetId: input.id, before, after });
    return { kind: 'saved', value: input.id };
  });
  if (outcome.kind !== 'saved') return outcome;
  const saved = (await listDepartments(db)).flatMap((d) => d.categories).find((c) => c.id === outcome.value)!;
  return { kind: 'saved', value: saved };
}

export async function deleteDepartment(db: Database, actorId: number, id: number): Promise<SectionChange<null>> {
  return inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(departments).where(eq(departments.id, id)).for('update');
    if (!before) return { kind: 'not-found' };
    const [used] = await queryRows<{ n: number }>(
      tx,
      sql`select ((select count(*) from categories where department_id = ${id}) + (select count(*) from products where department_id = ${id}))::int as n`,
    );
    if ((used?.n ?? 0) > 0) return { kind: 'in-use' };
    await tx.delete(departments).where(eq(departments.id, id));
    await recordAudit(tx, actorId, { action: 'department.delete', targetType: 'department', targetId: id, before, after: null });
    return { kind: 'saved', value: null };
  });
}

export async function deleteCategory(db: Database, actorId: number, id: number): Promise<SectionChange<null>> {
  return inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!before) return { kind: 'not-found' };
    const [used] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from products where category_id = ${id}`);
    if ((used?.n ?? 0) > 0) return { kind: 'in-use' };
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAudit(tx, actorId, { action: 'category.delete', targetType: 'category', targetId: id, before, after: null });
    return { kind: 'saved', value: null };
  });
}

/** Puts departments (or one department's categories) in the given order; the ids must be exactly the current ones. */
export async function reorder(
  db: Database,
  actorId: number,
  body: { departmentId?: number | null; ids: number[] },
): Promise<SectionChange<null>> {
  return inTransaction(db, async (tx) => {
    const current = body.departmentId
      ? await tx
          .select({ id: categories.id, position: categories.position })
          .from(categories)
          .where(eq(categories.departmentId, body.departmentId))
          .for('update')
      : await tx.select({ id: departments.id, position: departments.position }).from(departments).for('update');
    if (body.departmentId && !(await tx.select({ id: departments.id }).from(departments).where(eq(departments.id, body.departmentId)))[0]) {
      return { kind: 'not-found' };
    }
    const same =
      current.length === body.ids.length && new Set(body.ids).size === body.ids.length && current.every((row) => body.ids.includes(row.id));
    if (!same) return { kind: 'invalid' };
    const table = body.departmentId ? categories : departments;
    for (const [position, id] of body.ids.entries()) {
      await tx.update(table).set({ position }).where(eq(table.id, id));
    }
    const before = [...current].sort((a, b) => a.position - b.position || a.id - b.id).map((row) => row.id);
    await recordAudit(tx, actorId, {
      action: body.departmentId ? 'category.order' : 'department.order',
      targetType: body.departmentId ? 'department' : 'catalogue',
      targetId: body.departmentId ?? null,
      before,
      after: body.ids,
    });
    return { kind: 'saved', value: null };
  });
}
