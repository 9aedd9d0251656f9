// The staff console's catalogue, bid-pack and figures calls, kept apart from staff-api.ts so each
// part of the console adds its calls in its own file; staff-api.ts spreads them into staffCalls.
// Before any schema is built: zod's eval probe off in browsers (see the module). The barrel
// imports it too, but a bundle that skips the barrel's own body still evaluates this.
import './parse-without-eval';
import { z } from 'zod';
import {
  catalogueIdBodySchema,
  catalogueOrderBodySchema,
  catalogueUploadBodySchema,
  catalogueUploadSchema,
  categorySaveBodySchema,
  departmentSaveBodySchema,
  itemImageAddBodySchema,
  itemImageRemoveBodySchema,
  itemListBodySchema,
  itemSaveBodySchema,
  packSaveBodySchema,
  staffCategorySchema,
  staffDepartmentListSchema,
  staffDepartmentSchema,
  staffItemDetailSchema,
  staffItemPageSchema,
  staffPackListSchema,
  staffPackSchema,
} from './staff-catalogue';
import { figuresBodySchema, figuresSchema } from './staff-figures';
import type { StaffSection } from './staff';

const empty = z.object({});
const call = <B extends z.ZodType, R extends z.ZodType | null>(body: B, response: R, section: StaffSection) => ({
  body,
  response,
  section,
});

export const staffCatalogueCalls = {
  '/catalogue/upload': call(catalogueUploadBodySchema, catalogueUploadSchema, 'catalogue'),
  '/catalogue/departments': call(empty, staffDepartmentListSchema, 'catalogue'),
  '/catalogue/department/save': call(departmentSaveBodySchema, staffDepartmentSchema, 'catalogue'),
  '/catalogue/department/delete': call(catalogueIdBodySchema, null, 'catalogue'),
  '/catalogue/category/save': call(categorySaveBodySchema, staffCategorySchema, 'catalogue'),
  '/catalogue/category/delete': call(catalogueIdBodySchema, null, 'catalogue'),
  '/catalogue/order': call(catalogueOrderBodySchema, staffDepartmentListSchema, 'catalogue'),
  '/catalogue/items/list': call(itemListBodySchema, staffItemPageSchema, 'catalogue'),
  '/catalogue/items/get': call(catalogueIdBodySchema, staffItemDetailSchema, 'catalogue'),
  '/catalogue/items/save': call(itemSaveBodySchema, staffItemDetailSchema, 'catalogue'),
  '/catalogue/items/add-image': call(itemImageAddBodySchema, staffItemDetailSchema, 'catalogue'),
  '/catalogue/items/remove-image': call(itemImageRemoveBodySchema, staffItemDetailSchema, 'catalogue'),
  '/catalogue/reviews/delete': call(catalogueIdBodySchema, null, 'catalogue'),

  '/packs/list': call(empty, staffPackListSchema, 'packs'),
  '/packs/save': call(packSaveBodySchema, staffPackSchema, 'packs'),

  '/figures/get': call(figuresBodySchema, figuresSchema, 'figures'),
} as const;
