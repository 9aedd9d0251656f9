// The banner's illustration: a countdown ring with "+10s", explaining the one rule that makes
// penny auctions different. Purely decorative apart from its caption.
import { alpha } from '@mui/material/styles';
import { useTranslation } from '../../../lib/use-translation';
import { BID_TIMER_SECONDS } from '@blitz/contract';
import { BRAND } from '../../../lib/brand';
import { PlainText } from '../../../components/plain-text';
import { createStaticClasses } from '../../../lib/static-classes';

// The layout MUI's Box and Typography drew from their `sx`, and the theme's colours of the ring's
// track and face and of its label (CSS properties, which win over the SVG's attributes), as
// classes made once per theme (issue 15).
const useClasses = createStaticClasses('bid-clock', (theme) => {
  const { palette, breakpoints } = theme;
  return {
    root: {
      display: 'none',
      flexDirection: 'column',
      alignItems: 'center',
      gap: theme.spacing(2),
      [breakpoints.up('md')]: { display: 'flex' },
    },
    ring: {
      position: 'relative',
      aspectRatio: '1',
      [breakpoints.up('md')]: { width: 260 },
      [breakpoints.up('lg')]: { width: 300 },
    },
    glow: {
      position: 'absolute',
      inset: '8%',
      borderRadius: '50%',
      backgroundColor: alpha(BRAND.orange, 0.12),
      filter: 'blur(40px)',
    },
    svg: { position: 'relative', width: '100%', height: '100%' },
    track: {
      fill: palette.background.paper,
      stroke: palette.mode === 'dark' ? alpha('#ffffff', 0.08) : alpha(BRAND.navy, 0.08),
    },
    label: { fill: palette.text.primary },
    caption: { '&&': { fontWeight: 600, textAlign: 'center', maxWidth: 300 } },
  };
});

export function BidClock() {
  const { t } = useTranslation();
  const css = useClasses();
  return (
    <div className={css.root}>
      <div className={css.ring}>
        <div aria-hidden className={css.glow} />
        <svg viewBox="0 0 200 200" aria-hidden className={css.svg}>
          <defs>
            <linearGradient id="bid-clock-ring" x1="0" y1="0" x2="1" y2="1">
              <stop offset="0" stopColor={BRAND.gold} />
              <stop offset="1" stopColor={BRAND.orange} />
            </linearGradient>
          </defs>
          <circle cx="100" cy="100" r="84" className={css.track} strokeWidth="14" />
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
          <path d="M104 46 82 78h14l-4 24 24-34h-15l3-22Z" fill={BRAND.orange} />
          <text
            x="100"
            y="142"
            textAnchor="middle"
            fontFamily="'Inter Variable', Inter, 'Inter Fallback', sans-serif"
            fontWeight="800"
            fontSize="34"
            className={css.label}
          >
            {t('banner.clockLabel', { seconds: BID_TIMER_SECONDS })}
          </text>
        </svg>
      </div>
      <PlainText color="text.secondary" className={css.caption}>
        {t('banner.clockCaption', { seconds: BID_TIMER_SECONDS })}
      </PlainText>
    </div>
  );
}
