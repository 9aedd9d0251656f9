// The Blitz Auctions logo: an orange bolt tile plus the wordmark; links home.
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { PRODUCT_NAME } from '@blitz/contract';
import { PlainText } from '../../../components/plain-text';
import { classes, createStaticClasses } from '../../../lib/static-classes';

const useClasses = createStaticClasses('brand-logo', (theme) => ({
  // The mark's size is its width and height attributes: it takes any size.
  mark: { flexShrink: 0, display: 'block' },
  link: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing(1.25),
    color: theme.palette.text.primary,
    textDecoration: 'none',
    // sx's borderRadius 2: twice the theme's 12 px radius.
    borderRadius: 24,
    flexShrink: 0,
    '&:focus-visible': { outline: '2px solid', outlineColor: theme.palette.primary.main, outlineOffset: 4 },
  },
  // Over the text's body1 font.
  wordmark: { '&&': { fontWeight: 800, fontSize: '1.2rem', letterSpacing: '-0.03em', lineHeight: 1, whiteSpace: 'nowrap' } },
  compactWordmark: { '&&': { fontSize: '1.05rem' } },
  accent: { color: theme.palette.primary.main, marginLeft: theme.spacing(0.5) },
}));

// The wordmark shows the product name's last word in the brand colour.
const NAME_SPLIT = PRODUCT_NAME.lastIndexOf(' ');
const NAME_LEAD = NAME_SPLIT > 0 ? PRODUCT_NAME.slice(0, NAME_SPLIT) : PRODUCT_NAME;
const NAME_ACCENT = NAME_SPLIT > 0 ? PRODUCT_NAME.slice(NAME_SPLIT + 1) : '';

export function BrandMark({ size = 36 }: { size?: number }) {
  const gradientId = useId();
  const css = useClasses();
  return (
    <svg viewBox="0 0 40 40" aria-hidden width={size} height={size} className={css.mark}>
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

/** `markOnly` drops the wordmark where the header is short of room (the link keeps its label). */
export function BrandLogo({ compact = false, markOnly = false }: { compact?: boolean; markOnly?: boolean }) {
  const { t } = useTranslation();
  const css = useClasses();
  return (
    <RouterLink to="/" aria-label={t('nav.logoLabel')} className={css.link}>
      <BrandMark size={compact ? 32 : 38} />
      {!markOnly && (
        <PlainText component="span" aria-hidden className={classes(css.wordmark, compact && css.compactWordmark)}>
          {NAME_LEAD}
          {NAME_ACCENT && <span className={css.accent}>{NAME_ACCENT}</span>}
        </PlainText>
      )}
    </RouterLink>
  );
}
