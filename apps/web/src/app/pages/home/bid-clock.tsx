// The banner's illustration: a countdown ring with "+10s", explaining the one rule that makes
// penny auctions different. Purely decorative apart from its caption.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import { useTranslation } from '../../../lib/use-translation';
import { BID_TIMER_SECONDS } from '@blitz/contract';
import { BRAND } from '../../../lib/theme';

export function BidClock() {
  const { t } = useTranslation();
  const theme = useTheme();
  const track = theme.palette.mode === 'dark' ? alpha('#ffffff', 0.08) : alpha(BRAND.navy, 0.08);
  return (
    <Box sx={{ display: { xs: 'none', md: 'flex' }, flexDirection: 'column', alignItems: 'center', gap: 2 }}>
      <Box sx={{ position: 'relative', width: { md: 260, lg: 300 }, aspectRatio: '1' }}>
        <Box
          aria-hidden
          sx={{ position: 'absolute', inset: '8%', borderRadius: '50%', bgcolor: alpha(BRAND.orange, 0.12), filter: 'blur(40px)' }}
        />
        <Box component="svg" viewBox="0 0 200 200" aria-hidden sx={{ position: 'relative', width: '100%', height: '100%' }}>
          <defs>
            <linearGradient id="bid-clock-ring" x1="0" y1="0" x2="1" y2="1">
              <stop offset="0" stopColor={BRAND.gold} />
              <stop offset="1" stopColor={BRAND.orange} />
            </linearGradient>
          </defs>
          <circle cx="100" cy="100" r="84" fill={theme.palette.background.paper} stroke={track} strokeWidth="14" />
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
            fill={theme.palette.text.primary}
          >
            {t('banner.clockLabel', { seconds: BID_TIMER_SECONDS })}
          </text>
        </Box>
      </Box>
      <Typography color="text.secondary" sx={{ fontWeight: 600, textAlign: 'center', maxWidth: 300 }}>
        {t('banner.clockCaption', { seconds: BID_TIMER_SECONDS })}
      </Typography>
    </Box>
  );
}
