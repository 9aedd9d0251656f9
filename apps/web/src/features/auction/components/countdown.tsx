// The item page's large auction clock. The ticking and the time rules live in the shared
// components/countdown, because product cards in other features show the same clock.
import { AuctionCountdown } from '../../../components/countdown/auction-countdown';
import type { ClockProduct } from '../../../components/countdown/auction-clock';

export interface CountdownProps {
  product: ClockProduct;
}

export function Countdown({ product }: CountdownProps) {
  return <AuctionCountdown product={product} size="hero" />;
}
