/**
 * Staff changes to auctions: create, edit, clone (schedule again) and withdraw. Each checks the
 * draft with the contract's rules, refuses what must not change once an auction is Open, and
 * writes the change with its audit row in one transaction; a withdrawal returns every buddy
 * reserve (DESIGN.md 'BidBuddy') and is broadcast like any other finish after the commit.
 */
import { auctionDraftProblems, type AuctionDraft, type AuctionStatus, type StaffAuction } from '@blitz/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { products } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { releaseAllBuddies, type AuctionBroadcaster } from '../../auctions';
import type { Clock } from '../../clock-port';
import { recordAudit } from '../audit';
import {
  categoryInDepartment,
  copyItemImages,
  departmentExists,
  draftValues,
  findAuction,
  itemExists,
  mainImages,
  toDraft,
  toStaffAuction,
  type AuctionRow,
} from './repository';
import { mayWithdraw, verdictOnEdit } from './rules';

export interface StaffAuctionDeps {
  db: Database;
  broadcaster: AuctionBroadcaster;
  clock: Clock;
}

export type AuctionChange =
  | { kind: 'saved'; auction: StaffAuction }
  | { kind: 'not-found' }
  | { kind: 'invalid'; fields: string[] }
  | { kind: 'locked'; fields: string[] };

async function withImage(db: Database, row: AuctionRow): Promise<StaffAuction> {
  return toStaffAuction(row, (await mainImages(db, [row.id])).get(row.id));
}

/** The draft's own rules, then the references it makes (item, department and category). */
async function draftProblems(db: Database, draft: AuctionDraft, now: Date, originalTime?: string): Promise<string[]> {
  const problems: string[] = auctionDraftProblems(draft, now, originalTime);
  if (!(await itemExists(db, draft.itemId))) problems.push('itemId');
  if (!(await departmentExists(db, draft.departmentId))) problems.push('departmentId');
  else if (!draft.major && draft.categoryId !== null && !(await categoryInDepartment(db, draft.categoryId, draft.departmentId))) {
    problems.push('categoryId');
  }
  return problems;
}

async function insertAuction(tx: Database, draft: AuctionDraft): Promise<AuctionRow> {
  const values = draftValues(draft);
  const [row] = await tx
    .insert(products)
    .values({ ...values, currentPriceCents: values.startingAmountCents, status: 'Not Started' })
    .returning();
  if (!row) throw new Error('insert into products returned no row');
  return row;
}

/**
 * A new Not Started auction of the draft with the item's pictures (or those of the auction it is
 * cloned from), audited as `action`; refused with the draft's problems.
 */
async function addAuction(
  deps: StaffAuctionDeps,
  actorId: number,
  draft: AuctionDraft,
  audit: { action: string; before: unknown; clonedFrom?: number },
): Promise<AuctionChange> {
  const problems = await draftProblems(deps.db, draft, deps.clock.now());
  if (problems.length > 0) return { kind: 'invalid', fields: problems };
  const row = await inTransaction(deps.db, async (tx) => {
    const created = await insertAuction(tx, draft);
    await copyItemImages(tx, created.id, draft.itemId, audit.clonedFrom);
    await recordAudit(tx, actorId, {
      action: audit.action,
      targetType: 'auction',
      targetId: created.id,
      before: audit.before,
      after: toDraft(created),
    });
    return created;
  });
  return { kind: 'saved', auction: await withImage(deps.db, row) };
}

export async function createAuction(deps: StaffAuctionDeps, actorId: number, draft: AuctionDraft): Promise<AuctionChange> {
  return addAuction(deps, actorId, draft, { action: 'auction.create', before: null });
}

export async function updateAuction(deps: StaffAuctionDeps, actorId: number, id: number, draft: AuctionDraft): Promise<AuctionChange> {
  const result = await inTransaction(deps.db, async (tx): Promise<AuctionChange | { kind: 'row'; row: AuctionRow }> => {
    const current = await findAuction(tx, id, true);
    if (!current) return { kind: 'not-found' };
    const before = toDraft(current);
    const verdict = verdictOnEdit(current.status as AuctionStatus, before, draft);
    if (!verdict.ok) return { kind: 'locked', fields: verdict.fields };
    const problems = await draftProblems(tx, draft, deps.clock.now(), before.auctionTime);
    if (problems.length > 0) return { kind: 'invalid', fields: problems };
    const values = draftValues(draft);
    const notStarted = current.status === 'Not Started';
    const [row] = await tx
      .update(products)
      .set({ ...values, ...(notStarted ? { currentPriceCents: values.startingAmountCents } : {}), updatedAt: sql`now()` })
      .where(eq(products.id, id))
      .returning();
    if (!row) throw new Error(`auction ${id} vanished while editing it`);
    if (draft.itemId !== before.itemId) {
      await tx.execute(sql`delete from product_images where product_id = ${id}`);
      await copyItemImages(tx, id, draft.itemId);
    }
    await recordAudit(tx, actorId, { action: 'auction.update', targetType: 'auction', targetId: id, before, after: toDraft(row) });
    return { kind: 'row', row };
  });
  return result.kind === 'row' ? { kind: 'saved', auction: await withImage(deps.db, result.row) } : result;
}

/** A new Not Started auction with another's settings and pictures, at a new time. */
export async function cloneAuction(deps: StaffAuctionDeps, actorId: number, id: number, auctionTime: string): Promise<AuctionChange> {
  const source = await findAuction(deps.db, id);
  if (!source) return { kind: 'not-found' };
  const draft: AuctionDraft = { ...toDraft(source), auctionTime };
  return addAuction(deps, actorId, draft, { action: 'auction.clone', before: { clonedFrom: source.id }, clonedFrom: source.id });
}

/** Withdraws a Not Started or Open auction: Closed, no winner, every buddy reserve returned. */
export async function withdrawAuction(deps: StaffAuctionDeps, actorId: number, id: number): Promise<AuctionChange> {
  const result = await inTransaction(deps.db, async (tx) => {
    const current = await findAuction(tx, id, true);
    if (!current) return { kind: 'not-found' } as const;
    if (!mayWithdraw(current.status as AuctionStatus)) return { kind: 'locked', fields: ['status'] as string[] } as const;
    const [row] = await tx
      .update(products)
      .set({
        status: 'Closed',
        closedAt: sql`now()`,
        endTime: sql`coalesce(least(${products.endTime}, now()), now())`,
        buddyDueAt: null,
        leaderId: null,
        updatedAt: sql`now()`,
      })
      .where(eq(products.id, id))
      .returning();
    if (!row) throw new Error(`auction ${id} vanished while withdrawing it`);
    const released = await releaseAllBuddies(tx, id);
    await recordAudit(tx, actorId, {
      action: 'auction.withdraw',
      targetType: 'auction',
      targetId: id,
      before: { status: current.status },
      after: { status: 'Closed', buddiesReturned: released.length },
    });
    return { kind: 'row', row, released } as const;
  });
  if (result.kind !== 'row') return result;
  await deps.broadcaster.finished({
    productId: id,
    status: 'Closed',
    endTime: result.row.endTime ?? deps.clock.now(),
    winner: null,
    orderId: null,
    released: result.released,
  });
  return { kind: 'saved', auction: await withImage(deps.db, result.row) };
}
