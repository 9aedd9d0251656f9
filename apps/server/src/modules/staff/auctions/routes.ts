/** Staff console calls for auctions: thin mappings of the service's outcomes (422 bad draft, 423 fixed once Open). */
import { centsToWire, type StaffAuctionOptions } from '@blitz/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../http/app-error';
import { ok } from '../../../http/call-result';
import { registerStaffCall, requireStaff } from '../../../http/register-staff-call';
import { imageOrNull } from '../../../shared/wire-image';
import { auctionOptions, findAuction, listAuctions, mainImages, toStaffAuction } from './repository';
import { cloneAuction, createAuction, updateAuction, withdrawAuction, type AuctionChange, type StaffAuctionDeps } from './service';

function answer(change: AuctionChange) {
  switch (change.kind) {
    case 'saved':
      return ok(change.auction);
    case 'not-found':
      throw AppError.notFound();
    case 'invalid':
      throw new AppError('UNPROCESSABLE_ENTITY');
    case 'locked':
      throw new AppError('LOCKED');
  }
}

export async function staffAuctionRoutes(app: FastifyInstance): Promise<void> {
  const deps = (): StaffAuctionDeps => ({ db: app.db, broadcaster: app.auctions.broadcaster, clock: app.clock });

  registerStaffCall(app, '/auctions/list', async ({ body }) => {
    const page = await listAuctions(app.db, body);
    const images = await mainImages(
      app.db,
      page.rows.map((row) => row.id),
    );
    return ok({ auctions: page.rows.map((row) => toStaffAuction(row, images.get(row.id))), total: page.total });
  });

  registerStaffCall(app, '/auctions/get', async ({ body }) => {
    const row = await findAuction(app.db, body.id);
    if (!row) throw AppError.notFound();
    return ok(toStaffAuction(row, (await mainImages(app.db, [row.id])).get(row.id)));
  });

  registerStaffCall(app, '/auctions/options', async () => {
    const { items, departmentRows, categoryRows } = await auctionOptions(app.db);
    const options: StaffAuctionOptions = {
      items: items.map((item) => ({
        id: item.id,
        title: item.title,
        description: item.description,
        departmentId: item.departmentId,
        categoryId: item.categoryId,
        retailPrice: item.retailCents === null ? null : centsToWire(item.retailCents),
        mainImage: imageOrNull(item.full, item.thumb),
      })),
      departments: departmentRows.map((d) => ({
        id: d.id,
        name: d.name,
        categories: categoryRows.filter((c) => c.departmentId === d.id).map((c) => ({ id: c.id, name: c.name })),
      })),
    };
    return ok(options);
  });

  registerStaffCall(app, '/auctions/create', async (c) => answer(await createAuction(deps(), requireStaff(c).staffId, c.body.draft)));
  registerStaffCall(app, '/auctions/update', async (c) =>
    answer(await updateAuction(deps(), requireStaff(c).staffId, c.body.id, c.body.draft)),
  );
  registerStaffCall(app, '/auctions/clone', async (c) =>
    answer(await cloneAuction(deps(), requireStaff(c).staffId, c.body.id, c.body.auctionTime)),
  );
  registerStaffCall(app, '/auctions/withdraw', async (c) => answer(await withdrawAuction(deps(), requireStaff(c).staffId, c.body.id)));
}
