/**
 * Reads and checks the demo catalogue manifests shipped with the artwork
 * (`assets/catalogue/<department>/department.json`, `major/major.json`, `winners/winners.json`).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MONEY_PATTERN } from '@blitz/contract';
import { z } from 'zod';

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a kebab-case slug');
const assetPath = z.string().regex(/^[a-z0-9-]+\/[a-z0-9._-]+\.webp$/, 'must be a path like folder/name.webp');

const productSchema = z.object({
  slug,
  title: z.string().min(3),
  retailPrice: z.string().regex(MONEY_PATTERN, 'must look like "1234.50"'),
  description: z.string().min(10),
  images: z.array(assetPath).min(1).max(3),
});

const departmentManifestSchema = z.object({
  slug,
  name: z.string().min(2),
  banner: assetPath,
  categories: z.array(z.object({ slug, name: z.string().min(2), thumb: assetPath })).min(1),
  products: z.array(productSchema.extend({ category: slug })).min(1),
});

const majorManifestSchema = z.object({
  slug,
  name: z.string(),
  banner: assetPath,
  categories: z.array(z.unknown()).max(0),
  products: z.array(productSchema.extend({ department: slug })).min(1),
});

const winnersManifestSchema = z.object({
  photos: z.array(z.object({ file: assetPath, caption: z.string().min(5) })).min(1),
});

export type DepartmentManifest = z.infer<typeof departmentManifestSchema>;
export type MajorManifest = z.infer<typeof majorManifestSchema>;
export type WinnerPhoto = z.infer<typeof winnersManifestSchema>['photos'][number];
export type ManifestProduct = z.infer<typeof productSchema>;

export interface CatalogueManifests {
  departments: DepartmentManifest[];
  majors: MajorManifest['products'];
  winners: WinnerPhoto[];
}

async function readJson<T>(file: string, schema: z.ZodType<T>): Promise<T> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read catalogue manifest ${file}: ${(error as Error).message}`, { cause: error });
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new Error(`Catalogue manifest ${file} is invalid: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** Loads every manifest; departments sorted by slug so ids are stable across machines. */
export async function loadManifests(catalogueDir: string): Promise<CatalogueManifests> {
  const entries = await readdir(catalogueDir, { withFileTypes: true });
  const folders = entries
    .filter((entry) => entry.isDirectory() && entry.name !== 'major' && entry.name !== 'winners')
    .map((entry) => entry.name)
    .sort();
  const departments: DepartmentManifest[] = [];
  for (const folder of folders) {
    const file = join(catalogueDir, folder, 'department.json');
    const exists = (await readdir(join(catalogueDir, folder))).includes('department.json');
    if (exists) departments.push(await readJson(file, departmentManifestSchema));
  }
  if (departments.length === 0) throw new Error(`No department manifests found in ${catalogueDir}`);
  const major = await readJson(join(catalogueDir, 'major', 'major.json'), majorManifestSchema);
  const winners = await readJson(join(catalogueDir, 'winners', 'winners.json'), winnersManifestSchema);
  const departmentSlugs = new Set(departments.map((d) => d.slug));
  for (const product of major.products) {
    if (!departmentSlugs.has(product.department)) {
      throw new Error(`Major product ${product.slug} names unknown department ${product.department}`);
    }
  }
  for (const department of departments) {
    const categories = new Set(department.categories.map((c) => c.slug));
    for (const product of department.products) {
      if (!categories.has(product.category)) {
        throw new Error(`Product ${product.slug} names unknown category ${product.category} in ${department.slug}`);
      }
    }
  }
  return { departments, majors: major.products, winners: winners.photos };
}
