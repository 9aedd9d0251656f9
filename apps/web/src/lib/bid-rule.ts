// The contract's bid-type rule (checkBidType) for the signed-in viewer, so the item page and the
// cards say what the server's bid rules will say. What the client does not know yet (standing
// not pushed, a visitor) counts in the viewer's favour: the button stays usable and the server decides.
import { BID_COST_BLITZ, checkBidType, wireToCents, type BidRefusal, type SharedProduct } from '@blitz/contract';
import type { Wallet } from './realtime/live-state';

export interface ViewerStanding {
  /** Free and paid Blitz, as the server last pushed them; null while unknown. */
  wallet: Wallet | null;
  /** The balance as a total, for when only that is known. */
  balance: number | null;
  /** Whether the viewer has won an auction before; null while unknown. */
  hasWon: boolean | null;
  /** Whether the viewer has bid on this auction; null while unknown. */
  hasBid: boolean | null;
}

/** Why the contract's rule refuses this viewer a bid at `price` (the auction's current price), or null. */
export function bidTypeRefusal(
  product: Pick<SharedProduct, 'bidType' | 'lockPrice'>,
  price: string,
  viewer: ViewerStanding,
): BidRefusal | null {
  // A wallet that no longer adds up to the balance (a bid's acknowledgement came before its push) is stale.
  const wallet = viewer.wallet && viewer.wallet.free + viewer.wallet.paid === viewer.balance ? viewer.wallet : null;
  const unknownWallet = viewer.balance === 0 ? { free: 0, paid: 0 } : { free: BID_COST_BLITZ, paid: BID_COST_BLITZ };
  const answer = checkBidType({
    bidType: product.bidType,
    priceCents: wireToCents(price),
    lockPriceCents: product.lockPrice === undefined ? null : wireToCents(product.lockPrice),
    hasWon: viewer.hasWon ?? false,
    hasBid: viewer.hasBid ?? true,
    ...(wallet ?? unknownWallet),
  });
  return answer.ok ? null : answer.reason;
}
