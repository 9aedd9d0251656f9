// The Blitz Auctions logo: an orange bolt tile plus the wordmark; links home.
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { PRODUCT_NAME } from '@blitz/contract';
import { cx } from '../../../ui/cx';
import styles from './brand-logo.module.css';

// The wordmark shows the product name's last word in the brand colour.
const NAME_SPLIT = PRODUCT_NAME.lastIndexOf(' ');
const NAME_LEAD = NAME_SPLIT > 0 ? PRODUCT_NAME.slice(0, NAME_SPLIT) : PRODUCT_NAME;
const NAME_ACCENT = NAME_SPLIT > 0 ? PRODUCT_NAME.slice(NAME_SPLIT + 1) : '';

export function BrandMark({ size = 36 }: { size?: number }) {
  const gradientId = useId();
  return (
    <svg viewBox="0 0 40 40" aria-hidden width={size} height={size} className={styles.mark}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ff9a3d" />
          <stop offset="0.55" stopColor="#ff6a00" />
          <stop offset="1" stopColor="#e14d00" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="11" fill={`url(#${gradientId})`} />
      <path d="M22.6 6 10.5 22.2h8.1L16.9 34 29.5 16.9h-8.3L22.6 6Z" fill="#fff" />
    </svg>
  );
}

/**
 * Where the wordmark shows: everywhere, or only on screens with room for it (a phone of 400 px or
 * more, a desktop of 1280 px or more). The screen decides by CSS, so the page the server rendered
 * shows it as the hydrated one does; the link keeps its label either way.
 */
export type WordmarkRoom = 'always' | 'wide-phones' | 'roomy-desktops';

const WORDMARK_ROOM: Record<WordmarkRoom, string | undefined> = {
  always: undefined,
  'wide-phones': styles.fromWidePhones,
  'roomy-desktops': styles.fromRoomyDesktops,
};

export function BrandLogo({ compact = false, wordmark = 'always' }: { compact?: boolean; wordmark?: WordmarkRoom }) {
  const { t } = useTranslation();
  return (
    <RouterLink to="/" aria-label={t('nav.logoLabel')} className={styles.link}>
      <BrandMark size={compact ? 32 : 38} />
      <span aria-hidden className={cx(styles.wordmark, compact && styles.compactWordmark, WORDMARK_ROOM[wordmark])}>
        {NAME_LEAD}
        {NAME_ACCENT && <span className={styles.accent}>{NAME_ACCENT}</span>}
      </span>
    </RouterLink>
  );
}
