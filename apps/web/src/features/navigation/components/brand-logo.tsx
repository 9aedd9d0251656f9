// The Blitz Auctions logo: an orange bolt tile plus the wordmark; links home.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { PRODUCT_NAME } from '@blitz/contract';

// The wordmark shows the product name's last word in the brand colour.
const NAME_SPLIT = PRODUCT_NAME.lastIndexOf(' ');
const NAME_LEAD = NAME_SPLIT > 0 ? PRODUCT_NAME.slice(0, NAME_SPLIT) : PRODUCT_NAME;
const NAME_ACCENT = NAME_SPLIT > 0 ? PRODUCT_NAME.slice(NAME_SPLIT + 1) : '';

export function BrandMark({ size = 36 }: { size?: number }) {
  const gradientId = useId();
  return (
    <Box component="svg" viewBox="0 0 40 40" aria-hidden sx={{ width: size, height: size, flexShrink: 0, display: 'block' }}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ff9a3d" />
          <stop offset="0.55" stopColor="#ff6a00" />
          <stop offset="1" stopColor="#e14d00" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="11" fill={`url(#${gradientId})`} />
      <path d="M22.6 6 10.5 22.2h8.1L16.9 34 29.5 16.9h-8.3L22.6 6Z" fill="#fff" />
    </Box>
  );
}

/** `markOnly` drops the wordmark where the header is short of room (the link keeps its label). */
export function BrandLogo({ compact = false, markOnly = false }: { compact?: boolean; markOnly?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label={t('nav.logoLabel')}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.25,
        color: 'text.primary',
        textDecoration: 'none',
        borderRadius: 2,
        flexShrink: 0,
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 4 },
      }}
    >
      <BrandMark size={compact ? 32 : 38} />
      {!markOnly && (
        <Typography
          component="span"
          aria-hidden
          sx={{ fontWeight: 800, fontSize: compact ? '1.05rem' : '1.2rem', letterSpacing: '-0.03em', lineHeight: 1, whiteSpace: 'nowrap' }}
        >
          {NAME_LEAD}
          {NAME_ACCENT && (
            <Box component="span" sx={{ color: 'primary.main', ml: 0.5 }}>
              {NAME_ACCENT}
            </Box>
          )}
        </Typography>
      )}
    </Box>
  );
}
