// The ticking countdown of an auction, shared by product cards and the item page. The digits use
// tabular figures so they do not jitter; under ten seconds the clock turns red and pulses (unless
// the visitor prefers reduced motion). 'card' is a full-width pill, 'hero' the item page's clock.
// The device clock is corrected by the server clock offset the realtime socket measured, so the
// countdown matches the server's even on a device a few seconds off. It re-renders every second,
// so its look is a CSS Module's classes, chosen by the clock's state.
import Timer from 'lucide-react/icons/timer';
import { formatCountdown } from '@blitz/contract';
import { useTranslation } from '../../lib/use-translation';
import { auctionClock, isUrgent, type AuctionClock, type ClockProduct } from './auction-clock';
import { useClockOffset } from '../../lib/realtime/live-hooks';
import { useNow } from './use-now';
import { cx } from '../../ui/cx';
import styles from './auction-countdown.module.css';

export interface AuctionCountdownProps {
  product: ClockProduct;
  size?: 'card' | 'hero';
}

function describe(clock: AuctionClock, urgent: boolean): { labelKey: string; value: string } {
  switch (clock.phase) {
    case 'starts':
      return { labelKey: 'countdown.startsIn', value: formatCountdown(clock.seconds) };
    case 'ends':
      return { labelKey: urgent ? 'countdown.endingSoon' : 'countdown.endsIn', value: formatCountdown(clock.seconds) };
    case 'live':
      return { labelKey: 'countdown.live', value: '--:--:--' };
    case 'over':
      return { labelKey: 'countdown.ended', value: formatCountdown(0) };
  }
}

/** The icon, the same element every second, so React leaves it alone while the digits change. */
const ICON = <Timer aria-hidden className={styles.icon} />;

export function AuctionCountdown({ product, size = 'card' }: AuctionCountdownProps) {
  const { t } = useTranslation();
  const now = useNow() + useClockOffset();
  const clock = auctionClock(product, now);
  const urgent = isUrgent(clock);
  const hero = size === 'hero';
  const { labelKey, value } = describe(clock, urgent);
  const label = t(labelKey);
  const over = clock.phase === 'over';

  return (
    <div
      data-phase={clock.phase}
      data-urgent={urgent ? 'true' : undefined}
      className={hero ? styles.hero : cx(styles.card, urgent && styles.cardUrgent)}
    >
      <span className={cx(styles.label, hero && styles.labelHero, urgent && styles.urgent)}>
        {!hero && ICON}
        {label}
      </span>
      <span
        role="timer"
        aria-label={`${label} ${value}`}
        className={cx(styles.value, hero && styles.valueHero, urgent ? cx(styles.urgent, styles.valueUrgent) : over && styles.valueOver)}
      >
        {value}
      </span>
    </div>
  );
}
