// The ticking countdown of an auction, shared by product cards and the item page. The digits use
// tabular figures so they do not jitter; under ten seconds the clock turns red and pulses (unless
// the visitor prefers reduced motion). 'card' is a full-width pill, 'hero' the item page's clock.
// The device clock is corrected by the server clock offset the realtime socket measured, so the
// countdown matches the server's even on a device a few seconds off.
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha, darken, keyframes, type Theme } from '@mui/material/styles';
import { formatCountdown } from '@blitz/contract';
import { useTranslation } from 'react-i18next';
import { auctionClock, isUrgent, type AuctionClock, type ClockProduct } from './auction-clock';
import { useClockOffset } from '../../lib/realtime/live-hooks';
import { useNow } from './use-now';

// The pulse grows the figures a little instead of fading them, so the red stays readable (WCAG AA).
const pulse = keyframes`
  0%, 100% { transform: scale(1); }
  50% { transform: scale(1.06); }
`;

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
    <Box
      data-phase={clock.phase}
      data-urgent={urgent ? 'true' : undefined}
      sx={(theme) => ({
        display: 'flex',
        flexDirection: hero ? 'column' : 'row',
        alignItems: 'center',
        justifyContent: hero ? 'center' : 'space-between',
        // Long labels (some languages) or day counts wrap the time under the label on phones.
        flexWrap: hero ? 'nowrap' : 'wrap',
        columnGap: 1,
        rowGap: hero ? 0.5 : 0,
        px: hero ? 0 : { xs: 1, sm: 1.25 },
        py: hero ? 0 : 0.75,
        borderRadius: '10px',
        minWidth: 0,
        bgcolor: hero
          ? 'transparent'
          : urgent
            ? alpha(theme.palette.error.main, 0.14)
            : alpha(theme.palette.text.primary, theme.palette.mode === 'dark' ? 0.07 : 0.05),
        transition: 'background-color 200ms',
      })}
    >
      <Typography
        component="span"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          color: urgent ? urgentColor : 'text.secondary',
          fontWeight: 600,
          fontSize: hero ? '0.9375rem' : { xs: '0.6875rem', sm: '0.75rem' },
          lineHeight: 1.2,
          whiteSpace: 'nowrap',
        }}
      >
        {!hero && <TimerOutlined sx={{ fontSize: '1rem', display: { xs: 'none', sm: 'inline-block' } }} aria-hidden />}
        {label}
      </Typography>
      <Typography
        component="span"
        role="timer"
        aria-label={`${label} ${value}`}
        sx={{
          fontVariantNumeric: 'tabular-nums',
          fontWeight: 800,
          letterSpacing: '0.01em',
          lineHeight: 1.15,
          whiteSpace: 'nowrap',
          fontSize: hero ? { xs: '2rem', md: '2.5rem' } : { xs: '0.875rem', sm: '1rem' },
          // An ended clock is quieter than a running one, yet still readable (WCAG AA).
          color: urgent ? urgentColor : over ? 'text.secondary' : 'text.primary',
          ...(urgent && {
            display: 'inline-block',
            animation: `${pulse} 1s ease-in-out infinite`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }),
        }}
      >
        {value}
      </Typography>
    </Box>
  );
}
