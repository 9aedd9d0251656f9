/**
 * Pure mapping from catalogue rows to the contract's wire shapes: money as two-decimal strings,
 * dates as ISO strings, major auctions as categoryID 0, images as /media paths.
 */
import {
  centsToWire,
  MAJOR_CATEGORY_ID,
  type AuctionStatus,
  type BidType,
  type FullProduct,
  type Image,
  type PlacedBid,
  type Review,
  type SharedProduct,
  type ShortProduct,
} from '@blitz/contract';
import type { BidRow, ImageRow, ProductRow, ReviewRow } from './repository';

const isLiveStatus = (status: string) => status === 'Open' || status === 'Not Started';

export const toImage = (row: Pick<ImageRow, 'full' | 'thumb'>): Image =>
  row.thumb ? { full: row.full, thumb: row.thumb } : { full: row.full };

export function toPlacedBid(row: BidRow): PlacedBid {
  return {
    productID: row.productId,
    bidAmount: centsToWire(row.amountCents),
    date: row.placedAt.toISOString(),
    bidder: { nickname: row.nickname, profileImage: row.profileImage },
  };
}

export function toReview(row: ReviewRow): Review {
  return {
    nickname: row.nickname,
    profileImage: row.profileImage,
    date: row.createdAt.toISOString(),
    rating: row.rating,
    review: row.review,
  };
}

/** Fields every product shares; buddy fields describe the anonymous view until sessions exist. */
export function toSharedProduct(row: ProductRow, mainImage: Image | null): SharedProduct {
  return {
    id: row.id,
    title: row.title,
    categoryID: row.categoryId ?? MAJOR_CATEGORY_ID,
    startingAmount: centsToWire(row.startingAmountCents),
    mainImage,
    auctionTime: row.auctionTime.toISOString(),
    endTime: row.endTime ? row.endTime.toISOString() : null,
    bidType: row.bidType as BidType,
    status: row.status as AuctionStatus,
    bidBuddy: isLiveStatus(row.status),
    activeBuddy: false,
    buyNow: row.buyNowEnabled && isLiveStatus(row.status),
    auctionTimer: row.auctionTimer,
    buyNowPrice: centsToWire(row.retailPriceCents),
    currentBidBuddyAmount: 0,
  };
}

export function toShortProduct(row: ProductRow, mainImage: Image | null, lastBid: BidRow | undefined): ShortProduct {
  return { ...toSharedProduct(row, mainImage), lastPlacedBid: lastBid ? toPlacedBid(lastBid) : null };
}

export function toFullProduct(
  row: ProductRow,
  images: ImageRow[],
  reviews: ReviewRow[],
  recentBids: BidRow[],
): FullProduct {
  const [main, ...rest] = images;
  return {
    ...toSharedProduct(row, main ? toImage(main) : null),
    description: row.description,
    reviews: reviews.map(toReview),
    additionalImages: rest.map(toImage),
    lastPlacedBids: recentBids.map(toPlacedBid),
    productId: row.itemId,
  };
}
