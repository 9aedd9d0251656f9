// Catalogue shapes (SPEC.md sections 3 and 7): departments and their categories, the home page,
// department and category pages, recent winnings and search.
import { z } from 'zod';
import { SORT_VALUES } from './constants';
import { countSchema, envelopeSchema, idSchema, imageSchema, paginationSchema } from './common';
import { bidTypeSchema, shortProductSchema } from './auction';

export const sortValueSchema = z.enum(SORT_VALUES);

/** A category inside a department. */
const subDepartmentSchema = z.object({
  id: idSchema,
  name: z.string(),
  thumb: z.string(),
});

export const departmentSchema = z.object({
  id: idSchema,
  department: z.string(),
  banner: imageSchema,
  subDepartments: z.array(subDepartmentSchema),
});
export type Department = z.infer<typeof departmentSchema>;
export const departmentListSchema = z.array(departmentSchema);

export const shortProductListSchema = z.array(shortProductSchema);

export const homePageItemsSchema = z.object({
  featuredProducts: shortProductListSchema,
  products: shortProductListSchema,
  totalsProducts: countSchema,
});
export type HomePageItems = z.infer<typeof homePageItemsSchema>;

/** Department and category pages. */
export const productGroupSchema = z.object({
  featuredProducts: shortProductListSchema,
  products: shortProductListSchema,
});
export type ProductGroup = z.infer<typeof productGroupSchema>;

export const recentWinningsSchema = z.object({
  products: shortProductListSchema,
  totalProducts: countSchema,
  winnerImages: z.array(z.string()).optional(),
});
export type RecentWinnings = z.infer<typeof recentWinningsSchema>;

/** Options the search page offers for narrowing results; `price` is the highest price in rand. */
export const searchFilterOptionsSchema = z.object({
  category: z.array(z.int().nonnegative()),
  available: z.array(z.string()),
  rating: z.array(z.number().min(0).max(5)),
  bidType: z.array(z.string()),
  status: z.array(z.string()),
  price: z.number().nonnegative(),
});
export type SearchFilterOptions = z.infer<typeof searchFilterOptionsSchema>;

export const searchResultSchema = z.object({
  products: z.object({
    found: shortProductListSchema,
    suggested: shortProductListSchema,
  }),
  totalProducts: countSchema,
  filters: searchFilterOptionsSchema,
});
export type SearchResult = z.infer<typeof searchResultSchema>;

// Calls

export const pagedBodySchema = envelopeSchema.extend(paginationSchema.shape);
export const departmentGetBodySchema = envelopeSchema.extend({ departmentID: idSchema });
export const categoryGetBodySchema = envelopeSchema.extend({
  categoryID: z.int().nonnegative(),
});

/** Prices in rand; `categoryID` lists category ids (the `cat` list of the search page). */
export const searchBodySchema = envelopeSchema.extend({
  ...paginationSchema.shape,
  departmentID: idSchema.optional(),
  categoryID: z.array(z.int().nonnegative()).max(100).optional(),
  minPrice: z.number().nonnegative().optional(),
  maxPrice: z.number().nonnegative().optional(),
  availability: z.array(z.string().max(50)).max(20).optional(),
  ratings: z.array(z.int().min(0).max(5)).max(6).optional(),
  bidType: z.array(bidTypeSchema).optional(),
  status: z.array(z.string().max(50)).max(20).optional(),
  searchText: z.string().trim().max(200).optional(),
  sort: sortValueSchema.optional(),
});
export type SearchBody = z.input<typeof searchBodySchema>;
