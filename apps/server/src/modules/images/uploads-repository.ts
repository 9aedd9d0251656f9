/**
 * SQL of the `uploads` table (migration 0020): the upload targets the server signed and the
 * pictures it stored from them, each with its owner (a shopper or a staff member) and section. A
 * picture is set only from a row of the caller's, and a file is deleted only through one.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { uploads } from '../../db/schema';
import type { UploadSection } from '../../db/tables/values';

export type UploadOwner = { userId: number } | { staffId: number };

const ownedBy = (owner: UploadOwner): SQL =>
  'userId' in owner ? sql`${uploads.userId} = ${owner.userId}` : sql`${uploads.staffId} = ${owner.staffId}`;
const ownerColumns = (owner: UploadOwner) => ('userId' in owner ? { userId: owner.userId } : { staffId: owner.staffId });

/** Records signed targets; the owner's targets older than `staleMs` (used, or their files swept) go. */
export async function recordSignedUploads(db: Database, owner: UploadOwner, section: UploadSection, keys: string[], staleMs: number) {
  await db
    .delete(uploads)
    .where(and(ownedBy(owner), eq(uploads.saved, false), sql`${uploads.createdAt} < now() - make_interval(secs => ${staleMs / 1000})`));
  await db.insert(uploads).values(keys.map((key) => ({ key, section, ...ownerColumns(owner) })));
}

/**
 * True when `key` is a target signed for this owner and section (false for another's, or a made-up
 * key). A used target keeps its row until it is stale: naming it again finds its file gone.
 */
export async function isSignedUploadOf(db: Database, owner: UploadOwner, section: UploadSection, key: string): Promise<boolean> {
  const rows = await db
    .select({ key: uploads.key })
    .from(uploads)
    .where(and(eq(uploads.key, key), eq(uploads.saved, false), eq(uploads.section, section), ownedBy(owner)))
    .limit(1);
  return rows.length > 0;
}

export async function recordSavedPictures(
  db: Database,
  owner: UploadOwner,
  section: UploadSection,
  pictures: { key: string; url: string }[],
): Promise<void> {
  await db.insert(uploads).values(pictures.map(({ key, url }) => ({ key, url, section, saved: true, ...ownerColumns(owner) })));
}

/** True when `url` is a picture the server stored from this user's own upload of this section. */
export async function isSavedPictureOf(db: Database, userId: number, section: UploadSection, url: string): Promise<boolean> {
  const rows = await db
    .select({ key: uploads.key })
    .from(uploads)
    .where(and(eq(uploads.url, url), eq(uploads.saved, true), eq(uploads.section, section), eq(uploads.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Forgets the owner's saved pictures among `urls` that no profile and no won item shows any more
 * and answers their storage keys, to be removed. Whatever is not the owner's is left alone.
 */
export async function releaseSavedPictures(db: Database, owner: UploadOwner, section: UploadSection, urls: string[]): Promise<string[]> {
  if (urls.length === 0) return [];
  const rows = await db
    .delete(uploads)
    .where(
      and(
        inArray(uploads.url, urls),
        eq(uploads.saved, true),
        eq(uploads.section, section),
        ownedBy(owner),
        sql`not exists (select 1 from users u where u.profile_image = ${uploads.url})`,
        sql`not exists (select 1 from order_items i where i.winner_photo = ${uploads.url} or i.winner_photo_thumb = ${uploads.url})`,
      ),
    )
    .returning({ key: uploads.key });
  return rows.map((row) => row.key);
}
