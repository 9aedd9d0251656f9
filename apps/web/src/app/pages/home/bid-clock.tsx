// The banner's illustration: a countdown ring with "+10s", explaining the one rule that makes
// penny auctions different. Purely decorative apart from its caption.
import { useTranslation } from '../../../lib/use-translation';
import { BID_TIMER_SECONDS } from '@blitz/contract';
import { Text } from '../../../ui/text';
import styles from './bid-clock.module.css';

export function BidClock() {
  const { t } = useTranslation();
  return (
    <div className={styles.root}>
      <div className={styles.ring}>
        <div aria-hidden className={styles.glow} />
        <svg viewBox="0 0 200 200" aria-hidden className={styles.svg}>
          <defs>
            <linearGradient id="bid-clock-ring" x1="0" y1="0" x2="1" y2="1">
              <stop offset="0" className={styles.gold} />
              <stop offset="1" className={styles.orange} />
            </linearGradient>
          </defs>
          <circle cx="100" cy="100" r="84" className={styles.track} strokeWidth="14" />
          <circle
            cx="100"
            cy="100"
            r="84"
            fill="none"
            stroke="url(#bid-clock-ring)"
            strokeWidth="14"
            strokeLinecap="round"
            strokeDasharray={`${2 * Math.PI * 84 * 0.72} ${2 * Math.PI * 84}`}
            transform="rotate(-90 100 100)"
          />
          <path d="M104 46 82 78h14l-4 24 24-34h-15l3-22Z" className={styles.bolt} />
          <text x="100" y="142" textAnchor="middle" fontWeight="800" fontSize="34" className={styles.label}>
            {t('banner.clockLabel', { seconds: BID_TIMER_SECONDS })}
          </text>
        </svg>
      </div>
      <Text color="text.secondary" className={styles.caption}>
        {t('banner.clockCaption', { seconds: BID_TIMER_SECONDS })}
      </Text>
    </div>
  );
}
