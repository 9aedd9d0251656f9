/**
 * Staff console calls for the catalogue, bid packs and figures: thin mappings of the outcomes.
 * Every change tells `app.catalogueChanges`, so the shop's listing caches start over at once.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../http/app-error';
import { accepted, ok } from '../../../http/call-result';
import { registerStaffCall, requireStaff } from '../../../http/register-staff-call';
import { releasePictures, signCatalogueUpload, storeCataloguePicture } from '../../images';
import { figures } from '../figures/figures';
import {
  deleteCategory,
  deleteDepartment,
  listDepartments,
  reorder,
  saveCategory,
  saveDepartment,
  type SectionChange,
} from './departments';
import { addItemImage, deleteReview, getItem, listItems, removeItemImage, saveItem } from './items';
import { listPacks, savePack } from './packs';

function answer<T>(change: SectionChange<T>): T {
  switch (change.kind) {
    case 'saved':
      return change.value;
    case 'not-found':
      throw AppError.notFound();
    case 'invalid':
      throw new AppError('UNPROCESSABLE_ENTITY');
    case 'in-use':
      throw AppError.conflict();
  }
}

export async function staffCatalogueRoutes(app: FastifyInstance): Promise<void> {
  const changed = <T>(value: T): T => {
    app.catalogueChanges.changed();
    return value;
  };

  /** The re-encoded picture of an upload the staff member named, or null when none was named. */
  async function picture(staffId: number, key: string | null | undefined) {
    if (!key) return null;
    const stored = await storeCataloguePicture(app.db, app.storage, staffId, key);
    if (stored.ok) return { full: stored.full, thumb: stored.thumb };
    if (stored.reason === 'bad-key') throw AppError.forbidden();
    if (stored.reason === 'missing') throw new AppError('UPLOAD_FAILED');
    throw new AppError('FILE_TYPE_UNKNOWN');
  }

  registerStaffCall(app, '/catalogue/upload', async (context) => {
    let upload: Awaited<ReturnType<typeof signCatalogueUpload>>;
    try {
      upload = await signCatalogueUpload(app.db, app.storage, requireStaff(context).staffId, context.body.fileName);
    } catch (error) {
      context.request.log.error({ err: error }, 'signing a catalogue upload failed');
      throw new AppError('SIGNED_URL_FAILED');
    }
    if (upload === 'bad-type') throw new AppError('FILE_TYPE_UNKNOWN');
    return ok(upload);
  });

  registerStaffCall(app, '/catalogue/departments', async () => ok(await listDepartments(app.db)));

  registerStaffCall(app, '/catalogue/department/save', async (context) => {
    const staffId = requireStaff(context).staffId;
    const { id, name, names, bannerKey } = context.body;
    const banner = await picture(staffId, bannerKey);
    return ok(changed(answer(await saveDepartment(app.db, staffId, { id, name, names, banner }))));
  });

  registerStaffCall(app, '/catalogue/category/save', async (context) => {
    const staffId = requireStaff(context).staffId;
    const { id, departmentId, name, names, thumbKey } = context.body;
    const thumb = await picture(staffId, thumbKey);
    return ok(changed(answer(await saveCategory(app.db, staffId, { id, departmentId, name, names, thumb: thumb?.thumb ?? null }))));
  });

  registerStaffCall(app, '/catalogue/department/delete', async (context) => {
    changed(answer(await deleteDepartment(app.db, requireStaff(context).staffId, context.body.id)));
    return accepted();
  });

  registerStaffCall(app, '/catalogue/category/delete', async (context) => {
    changed(answer(await deleteCategory(app.db, requireStaff(context).staffId, context.body.id)));
    return accepted();
  });

  registerStaffCall(app, '/catalogue/order', async (context) => {
    changed(answer(await reorder(app.db, requireStaff(context).staffId, context.body)));
    return ok(await listDepartments(app.db));
  });

  registerStaffCall(app, '/catalogue/items/list', async ({ body }) => ok(await listItems(app.db, body)));

  registerStaffCall(app, '/catalogue/items/get', async ({ body }) => {
    const item = await getItem(app.db, body.id);
    if (!item) throw AppError.notFound();
    return ok(item);
  });

  registerStaffCall(app, '/catalogue/items/save', async (context) => {
    const item = await saveItem(app.db, requireStaff(context).staffId, context.body);
    if (!item) throw AppError.notFound();
    return ok(changed(item));
  });

  registerStaffCall(app, '/catalogue/items/add-image', async (context) => {
    const staffId = requireStaff(context).staffId;
    if (!(await getItem(app.db, context.body.itemId))) throw AppError.notFound();
    const stored = (await picture(staffId, context.body.key))!;
    const item = await addItemImage(app.db, staffId, context.body.itemId, stored);
    if (!item) {
      await releasePictures(app.db, app.storage, { staffId }, 'catalogue', [stored.full, stored.thumb]);
      throw AppError.notFound();
    }
    return ok(changed(item));
  });

  registerStaffCall(app, '/catalogue/items/remove-image', async (context) => {
    const outcome = await removeItemImage(app.db, requireStaff(context).staffId, context.body.itemId, context.body.imageId);
    if (!outcome?.item) throw AppError.notFound();
    // Auctions that already ran keep their own copies of the paths, so the files stay for them.
    return ok(changed(outcome.item));
  });

  registerStaffCall(app, '/catalogue/reviews/delete', async (context) => {
    if (!(await deleteReview(app.db, requireStaff(context).staffId, context.body.id))) throw AppError.notFound();
    return changed(accepted());
  });

  registerStaffCall(app, '/packs/list', async () => ok(await listPacks(app.db)));

  registerStaffCall(app, '/packs/save', async (context) => {
    const pack = await savePack(app.db, requireStaff(context).staffId, context.body);
    if (!pack) throw AppError.notFound();
    return ok(changed(pack));
  });

  registerStaffCall(app, '/figures/get', async ({ body }) => ok(await figures(app.db, body.from, body.to)));
}
