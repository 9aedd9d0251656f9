/**
 * Pure mapping from catalogue rows to the contract's wire shapes: money as two-decimal strings,
 * dates as ISO strings, major auctions as categoryID 0, images as /media paths.
 */
import {
  centsToWire,
  LIVE_AUCTION_STATUSES,
  MAJOR_CATEGORY_ID,
  type AuctionStatus,
  type Bidder,
  type BidType,
  type FullProduct,
  type Image,
  type PlacedBid,
  type Review,
  type SharedProduct,
  type ShortProduct,
} from '@blitz/contract';
import { imageOf } from '../../shared/wire-image';
import type { BidRow, ImageRow, ProductRow, ReviewRow } from './repository';

const isLiveStatus = (status: string) => (LIVE_AUCTION_STATUSES as readonly string[]).includes(status);

export const toImage = (row: Pick<ImageRow, 'full' | 'thumb'>): Image => imageOf(row.full, row.thumb);

const toBidder = (row: BidRow): Bidder => ({ nickname: row.nickname, profileImage: row.profileImage });

export function toPlacedBid(row: BidRow): PlacedBid {
  return {
    productID: row.productId,
    bidAmount: centsToWire(row.amountCents),
    date: row.placedAt.toISOString(),
    bidder: toBidder(row),
  };
}

/** The winner the auction row names, told by its latest bid (the winning bid is always the latest). */
function winnerOf(row: ProductRow, latestBid: BidRow | undefined): Bidder | null {
  if (row.status !== 'Ended' || row.winnerId === null || latestBid?.userId !== row.winnerId) return null;
  return toBidder(latestBid);
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
export function toSharedProduct(row: ProductRow, mainImage: Image | null, latestBid: BidRow | undefined): SharedProduct {
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
    bidBuddy: row.buddyAllowed && isLiveStatus(row.status),
    activeBuddy: false,
    buyNow: row.buyNowEnabled && isLiveStatus(row.status),
    auctionTimer: row.auctionTimer,
    buyNowPrice: centsToWire(row.buyNowPriceCents ?? row.retailPriceCents),
    currentBidBuddyAmount: 0,
    winner: winnerOf(row, latestBid),
    ...(row.bidType === 'Locked' && row.lockPriceCents !== null ? { lockPrice: centsToWire(row.lockPriceCents) } : {}),
  };
}

export function toShortProduct(row: ProductRow, mainImage: Image | null, lastBid: BidRow | undefined): ShortProduct {
  return { ...toSharedProduct(row, mainImage, lastBid), lastPlacedBid: lastBid ? toPlacedBid(lastBid) : null };
}

export function toFullProduct(row: ProductRow, images: ImageRow[], reviews: ReviewRow[], recentBids: BidRow[]): FullProduct {
  const [main, ...rest] = images;
  return {
    ...toSharedProduct(row, main ? toImage(main) : null, recentBids[0]),
    description: row.description,
    reviews: reviews.map(toReview),
    additionalImages: rest.map(toImage),
    lastPlacedBids: recentBids.map(toPlacedBid),
    productId: row.itemId,
  };
}
