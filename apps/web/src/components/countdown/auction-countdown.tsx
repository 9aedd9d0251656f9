// The ticking countdown of an auction, shared by product cards and the item page. The digits use
// tabular figures so they do not jitter; under ten seconds the clock turns red and pulses (unless
// the visitor prefers reduced motion). 'card' is a full-width pill, 'hero' the item page's clock.
// The device clock is corrected by the server clock offset the realtime socket measured, so the
// countdown matches the server's even on a device a few seconds off. It re-renders every second, so
// its styles are class names made once per theme (lib/static-classes.ts), not `sx`.
import TimerOutlined from '@mui/icons-material/TimerOutlined?plain';
import { alpha, darken, keyframes, type Theme } from '@mui/material/styles';
import { formatCountdown } from '@blitz/contract';
import { useMemo } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { auctionClock, isUrgent, type AuctionClock, type ClockProduct } from './auction-clock';
import { useClockOffset } from '../../lib/realtime/live-hooks';
import { useNow } from './use-now';
import { classes, createStaticClasses } from '../../lib/static-classes';

export interface AuctionCountdownProps {
  product: ClockProduct;
  size?: 'card' | 'hero';
}

/** The urgent clock's red: on the light theme's pale red tint the plain error red reads 4.0:1, so a darker one (over 5:1). */
function urgentColor(theme: Theme): string {
  return theme.palette.mode === 'dark' ? theme.palette.error.main : darken(theme.palette.error.main, 0.15);
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

const useClasses = createStaticClasses('countdown', (theme) => {
  // Made here, in the style function, which the build leaves out with emotion. The pulse grows the figures a little instead of fading them, so the red stays readable (WCAG AA).
  const pulse = keyframes`
    0%, 100% { transform: scale(1); }
    50% { transform: scale(1.06); }
  `;
  const text = { fontFamily: theme.typography.fontFamily, letterSpacing: theme.typography.body1.letterSpacing, margin: 0 };
  const urgent = urgentColor(theme);
  return {
    card: {
      display: 'flex',
      flexDirection: 'row',
      alignItems: 'center',
      justifyContent: 'space-between',
      // Long labels (some languages) or day counts wrap the time under the label on phones.
      flexWrap: 'wrap',
      columnGap: theme.spacing(1),
      rowGap: 0,
      padding: `${theme.spacing(0.75)} ${theme.spacing(1)}`,
      [theme.breakpoints.up('sm')]: { paddingInline: theme.spacing(1.25) },
      borderRadius: '10px',
      minWidth: 0,
      backgroundColor: alpha(theme.palette.text.primary, theme.palette.mode === 'dark' ? 0.07 : 0.05),
      transition: 'background-color 200ms',
    },
    cardUrgent: { backgroundColor: alpha(theme.palette.error.main, 0.14) },
    hero: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      flexWrap: 'nowrap',
      columnGap: theme.spacing(1),
      rowGap: theme.spacing(0.5),
      minWidth: 0,
    },
    label: {
      ...text,
      display: 'inline-flex',
      alignItems: 'center',
      gap: theme.spacing(0.5),
      color: theme.palette.text.secondary,
      fontWeight: 600,
      fontSize: '0.6875rem',
      [theme.breakpoints.up('sm')]: { fontSize: '0.75rem' },
      lineHeight: 1.2,
      whiteSpace: 'nowrap',
    },
    labelHero: { '&&': { fontSize: '0.9375rem' } },
    labelUrgent: { color: urgent },
    // On MUI's icon, whose own class comes later in the page: doubled to outweigh it.
    icon: { '&&': { fontSize: '1rem', display: 'none', [theme.breakpoints.up('sm')]: { display: 'inline-block' } } },
    value: {
      ...text,
      fontVariantNumeric: 'tabular-nums',
      fontWeight: 800,
      letterSpacing: '0.01em',
      lineHeight: 1.15,
      whiteSpace: 'nowrap',
      fontSize: '0.875rem',
      [theme.breakpoints.up('sm')]: { fontSize: '1rem' },
      color: theme.palette.text.primary,
    },
    valueHero: { '&&': { fontSize: '2rem', [theme.breakpoints.up('md')]: { fontSize: '2.5rem' } } },
    // An ended clock is quieter than a running one, yet still readable (WCAG AA).
    valueOver: { color: theme.palette.text.secondary },
    valueUrgent: {
      color: urgent,
      display: 'inline-block',
      animation: `${pulse} 1s ease-in-out infinite`,
      '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
    },
  };
});

export function AuctionCountdown({ product, size = 'card' }: AuctionCountdownProps) {
  const { t } = useTranslation();
  const css = useClasses();
  const now = useNow() + useClockOffset();
  const clock = auctionClock(product, now);
  const urgent = isUrgent(clock);
  const hero = size === 'hero';
  const { labelKey, value } = describe(clock, urgent);
  const label = t(labelKey);
  const over = clock.phase === 'over';
  // The same element every second, so React leaves the icon alone while the digits change.
  const icon = useMemo(() => <TimerOutlined className={css.icon} aria-hidden />, [css.icon]);

  return (
    <div
      data-phase={clock.phase}
      data-urgent={urgent ? 'true' : undefined}
      className={hero ? css.hero : classes(css.card, urgent && css.cardUrgent)}
    >
      <span className={classes(css.label, hero && css.labelHero, urgent && css.labelUrgent)}>
        {!hero && icon}
        {label}
      </span>
      <span
        role="timer"
        aria-label={`${label} ${value}`}
        className={classes(css.value, hero && css.valueHero, urgent ? css.valueUrgent : over && css.valueOver)}
      >
        {value}
      </span>
    </div>
  );
}
