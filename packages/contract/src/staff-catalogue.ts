// The staff console's catalogue (issue 13): products (catalogue items) with their pictures,
// descriptions and reviews, departments and categories with their banners, thumbs and order, bid
// packs, the names and texts per shop language (English is the plain field and the fallback), and
// the owner's figures. Pictures go up like winner photos: `/catalogue/upload` signs a target, the
// console PUTs the file there, and the call that uses it names the returned key; the server
// re-encodes it and makes the thumbnail. Money is wire money ("12.50").
import { z } from 'zod';
import { countSchema, idSchema, imageSchema, isoDateTimeSchema, moneySchema } from './common';
import { LANGUAGE_ISOS } from './constants';

/** The shop languages other than English, in which staff may give names and texts. */
export const TRANSLATED_LANGUAGES = LANGUAGE_ISOS.filter((iso) => iso !== 'en');
export const translatedLanguageSchema = z.enum(TRANSLATED_LANGUAGES as unknown as [string, ...string[]]);

const nameSchema = z.string().trim().min(1).max(120);
/** A name per language; blank entries are dropped (the shop then shows English). */
export const translatedNamesSchema = z
  .partialRecord(translatedLanguageSchema, z.string().trim().max(120))
  .default({})
  .transform((names) => Object.fromEntries(Object.entries(names).filter(([, name]) => name && name.length > 0)) as Record<string, string>);

const itemTextSchema = z.object({
  title: z.string().trim().max(200).optional(),
  description: z.string().trim().max(10_000).optional(),
});
/** Title and description per language; either may be left out (English then). */
export const translatedTextsSchema = z
  .partialRecord(translatedLanguageSchema, itemTextSchema)
  .default({})
  .transform((texts) => {
    const kept: Record<string, { title?: string; description?: string }> = {};
    for (const [iso, text] of Object.entries(texts)) {
      if (!text) continue;
      const entry = { ...(text.title ? { title: text.title } : {}), ...(text.description ? { description: text.description } : {}) };
      if (Object.keys(entry).length > 0) kept[iso] = entry;
    }
    return kept;
  });
export type TranslatedTexts = z.output<typeof translatedTextsSchema>;

/** A storage key handed out by `/catalogue/upload`. */
export const uploadKeySchema = z.string().min(1).max(300);

// Uploads

export const catalogueUploadBodySchema = z.object({ fileName: z.string().trim().min(1).max(200) });
/** Where to PUT the file, and the key to name in the call that uses it. */
export const catalogueUploadSchema = z.object({ signedURL: z.string().min(1), key: uploadKeySchema });
export type CatalogueUpload = z.infer<typeof catalogueUploadSchema>;

// Departments and categories

export const staffCategorySchema = z.object({
  id: idSchema,
  departmentId: idSchema,
  name: z.string(),
  names: z.record(z.string(), z.string()),
  thumb: z.string(),
  position: z.int(),
  auctions: countSchema,
});
export type StaffCategory = z.infer<typeof staffCategorySchema>;

export const staffDepartmentSchema = z.object({
  id: idSchema,
  name: z.string(),
  names: z.record(z.string(), z.string()),
  banner: imageSchema,
  position: z.int(),
  auctions: countSchema,
  categories: z.array(staffCategorySchema),
});
export type StaffDepartment = z.infer<typeof staffDepartmentSchema>;
export const staffDepartmentListSchema = z.array(staffDepartmentSchema);

/** Creating needs a banner upload; editing keeps the banner unless a new one is named. */
export const departmentSaveBodySchema = z.object({
  id: idSchema.nullish(),
  name: nameSchema,
  names: translatedNamesSchema,
  bannerKey: uploadKeySchema.nullish(),
});

export const categorySaveBodySchema = z.object({
  id: idSchema.nullish(),
  departmentId: idSchema,
  name: nameSchema,
  names: translatedNamesSchema,
  thumbKey: uploadKeySchema.nullish(),
});

/** The new order: every department's id, or every category id of one department, first to last. */
export const catalogueOrderBodySchema = z.object({
  departmentId: idSchema.nullish(),
  ids: z.array(idSchema).min(1).max(500),
});

export const catalogueIdBodySchema = z.object({ id: idSchema });

// Products (catalogue items)

export const staffItemImageSchema = z.object({ id: idSchema, full: z.string(), thumb: z.string() });
export const staffReviewSchema = z.object({
  id: idSchema,
  nickName: z.string(),
  rating: z.int().min(1).max(5),
  review: z.string(),
  createdAt: isoDateTimeSchema,
});

export const staffItemSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  texts: z.record(z.string(), itemTextSchema),
  /** Staff uploads first (the first is the main picture); none for demo items, which show their auctions'. */
  images: z.array(staffItemImageSchema),
  /** The main picture the shop shows (an uploaded one, else the latest auction's). */
  mainImage: imageSchema.nullable(),
  auctions: countSchema,
  reviewCount: countSchema,
  rating: z.number().nullable(),
});
export type StaffItem = z.infer<typeof staffItemSchema>;

export const staffItemDetailSchema = staffItemSchema.extend({ reviews: z.array(staffReviewSchema) });
export type StaffItemDetail = z.infer<typeof staffItemDetailSchema>;

export const itemListBodySchema = z.object({
  searchText: z.string().trim().max(100).nullish(),
  pageNumber: z.int().min(1).default(1),
  pageSize: z.int().min(1).max(200).default(50),
});
export const staffItemPageSchema = z.object({ items: z.array(staffItemSchema), total: countSchema });

export const itemSaveBodySchema = z.object({
  id: idSchema.nullish(),
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(10_000),
  texts: translatedTextsSchema,
});

export const itemImageAddBodySchema = z.object({ itemId: idSchema, key: uploadKeySchema });
export const itemImageRemoveBodySchema = z.object({ itemId: idSchema, imageId: idSchema });

// Bid packs

export const staffPackSchema = z.object({
  id: idSchema,
  price: moneySchema,
  bids: z.int().positive(),
  active: z.boolean(),
  position: z.int(),
  sold: countSchema,
});
export type StaffPack = z.infer<typeof staffPackSchema>;
export const staffPackListSchema = z.array(staffPackSchema);

export const packSaveBodySchema = z.object({
  id: idSchema.nullish(),
  price: moneySchema.refine((value) => Number(value) > 0, 'A pack costs more than R0.00'),
  bids: z.int().min(1).max(100_000),
  active: z.boolean(),
  position: z.int().min(0).max(10_000).default(0),
});

/** A name or text in the shopper's language when staff gave one, else undefined (English then). */
export function inLanguage<T>(translations: Record<string, T> | null | undefined, lanIso: string | undefined): T | undefined {
  if (!translations || !lanIso || lanIso === 'en') return undefined;
  return translations[lanIso.toLowerCase().slice(0, 2)];
}
