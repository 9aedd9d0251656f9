/** Listing cards: rows in their order, each with its main image and latest bid, as short products. */
import type { ShortProduct } from '@blitz/contract';
import type { CatalogueRepository, ProductRow } from './repository';
import { toImage, toShortProduct } from './product-wire';

export function createCardBuilder(repository: CatalogueRepository) {
  return async function toCards(rows: ProductRow[]): Promise<ShortProduct[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [images, lastBids] = await Promise.all([repository.imagesOf(ids, true), repository.lastBidsOf(ids)]);
    const imageById = new Map(images.map((image) => [image.productId, toImage(image)]));
    const bidById = new Map(lastBids.map((bid) => [bid.productId, bid]));
    return rows.map((row) => toShortProduct(row, imageById.get(row.id) ?? null, bidById.get(row.id)));
  };
}

export type CardBuilder = ReturnType<typeof createCardBuilder>;
