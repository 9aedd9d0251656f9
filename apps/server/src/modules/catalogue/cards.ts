/**
 * Listing cards: rows in their order, each with its main image and latest bid, as short products,
 * titled in the shopper's language where staff wrote the item's title in it (English otherwise),
 * as the item page is.
 */
import { inLanguage, type ShortProduct } from '@blitz/contract';
import type { CatalogueRepository, ProductRow } from './repository';
import { toImage, toShortProduct } from './product-wire';

export function createCardBuilder(repository: CatalogueRepository) {
  return async function toCards(rows: ProductRow[], lanIso?: string): Promise<ShortProduct[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const translated = lanIso !== undefined && lanIso !== 'en';
    const [images, lastBids, texts] = await Promise.all([
      repository.imagesOf(ids, true),
      repository.lastBidsOf(ids),
      translated ? repository.itemTextsOf([...new Set(rows.map((row) => row.itemId))]) : undefined,
    ]);
    const imageById = new Map(images.map((image) => [image.productId, toImage(image)]));
    const bidById = new Map(lastBids.map((bid) => [bid.productId, bid]));
    return rows.map((row) => {
      const title = inLanguage(texts?.get(row.itemId), lanIso)?.title;
      return toShortProduct(title ? { ...row, title } : row, imageById.get(row.id) ?? null, bidById.get(row.id));
    });
  };
}

export type CardBuilder = ReturnType<typeof createCardBuilder>;
