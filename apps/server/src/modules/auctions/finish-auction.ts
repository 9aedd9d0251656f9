/**
 * Finishing an auction on its locked row: Ended with the leader as winner (and the winner's order
 * created) or Closed when nobody bid, every buddy released with its reserve returned.
 */
import type { Database } from '../../db/client';
import { createWonOrder } from '../orders';
import { releaseAllBuddies, type ReleasedBuddy } from './buddy-repository';
import { markFinished } from './lifecycle-repository';

export interface BidderInfo {
  userId: number;
  nickname: string;
  profileImage: string | null;
  location: string | null;
}

export interface FinishedAuction {
  productId: number;
  status: 'Ended' | 'Closed';
  endTime: Date;
  winner: BidderInfo | null;
  orderId: number | null;
  /** Buddies switched off with their reserve returned, and each owner's balance after it. */
  released: ReleasedBuddy[];
}

export async function finishLocked(tx: Database, productId: number): Promise<FinishedAuction | null> {
  const row = await markFinished(tx, productId);
  if (!row) return null;
  let orderId: number | null = null;
  if (row.status === 'Ended' && row.winnerId !== null) {
    orderId = await createWonOrder(tx, { userId: row.winnerId, productId, title: row.title, priceCents: row.priceCents });
  }
  const released = await releaseAllBuddies(tx, productId);
  return {
    productId,
    status: row.status === 'Ended' ? 'Ended' : 'Closed',
    endTime: row.endTime,
    winner:
      row.winnerId === null
        ? null
        : { userId: row.winnerId, nickname: row.winnerNickname ?? '', profileImage: row.winnerImage, location: row.winnerLocation },
    orderId,
    released,
  };
}
