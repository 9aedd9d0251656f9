// The home page's promotional banner (SPEC.md section 2). Its call to action invites visitors to
// sign up: it opens the sign-up modal (the /signup page where no modal host exists); signed-in
// shoppers are offered their account (the dashboard) instead.
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded?plain';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded?plain';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useTranslation } from '../../../lib/use-translation';
import { BID_TIMER_SECONDS, RETURNS_DAYS } from '@blitz/contract';
import { useAccountDialogs } from '../../../lib/account-dialogs';
import { useSession } from '../../../lib/session';
import { BidClock } from './bid-clock';
import { PlainButton } from '../../../components/plain-button';
import { createStaticClasses } from '../../../lib/static-classes';

const useCtaClasses = createStaticClasses('banner-cta', (theme) => ({
  main: { '&&': { paddingBlock: theme.spacing(1.4), paddingInline: theme.spacing(3.5), fontSize: '1.05rem' } },
  secondary: {
    '&&': { paddingBlock: theme.spacing(1.4), paddingInline: theme.spacing(3), fontSize: '1.05rem', borderColor: theme.palette.divider },
  },
}));

const POINTS = [{ labelKey: 'banner.pointShipping' }, { labelKey: 'banner.pointSecure' }, { labelKey: 'banner.pointReturns' }] as const;

export function PromoBanner() {
  const { t } = useTranslation();
  const dialogs = useAccountDialogs();
  const { signedIn } = useSession();
  const cta = signedIn || !dialogs ? { to: signedIn ? '/dashboard' : '/signup' } : { onClick: dialogs.openSignup };
  const ctaCss = useCtaClasses();
  return (
    <Box
      component="section"
      aria-labelledby="promo-banner-title"
      sx={(theme) => ({
        position: 'relative',
        overflow: 'hidden',
        borderBottom: `1px solid ${theme.palette.divider}`,
        background:
          theme.palette.mode === 'dark'
            ? `radial-gradient(900px 480px at 85% 10%, ${alpha(theme.palette.primary.main, 0.28)}, transparent 60%),
               radial-gradient(700px 420px at 0% 100%, ${alpha('#4d8dff', 0.16)}, transparent 60%),
               linear-gradient(180deg, #0d1a3b 0%, ${theme.palette.background.default} 100%)`
            : `radial-gradient(900px 480px at 85% 10%, ${alpha(theme.palette.primary.main, 0.18)}, transparent 60%),
               radial-gradient(700px 420px at 0% 100%, ${alpha('#4d8dff', 0.12)}, transparent 60%),
               linear-gradient(180deg, #ffffff 0%, ${theme.palette.background.default} 100%)`,
      })}
    >
      <Container maxWidth="xl" sx={{ py: { xs: 4, sm: 6, md: 7 } }}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1.25fr 1fr' }, gap: { xs: 5, md: 6 }, alignItems: 'center' }}>
          <Stack spacing={{ xs: 2.25, md: 2.75 }} sx={{ alignItems: 'flex-start' }}>
            <Box
              sx={(theme) => ({
                display: 'inline-flex',
                alignItems: 'center',
                gap: 1,
                px: 1.5,
                py: 0.5,
                borderRadius: 999,
                fontSize: '0.8rem',
                fontWeight: 700,
                letterSpacing: '0.04em',
                textTransform: 'uppercase',
                color: 'primary.main',
                bgcolor: alpha(theme.palette.primary.main, 0.12),
                border: `1px solid ${alpha(theme.palette.primary.main, 0.3)}`,
              })}
            >
              <Box
                aria-hidden
                sx={{
                  width: 8,
                  height: 8,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                  animation: 'blitz-pulse 1.6s ease-in-out infinite',
                  '@keyframes blitz-pulse': { '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.35 } },
                  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
                }}
              />
              {t('banner.eyebrow')}
            </Box>
            <Typography
              id="promo-banner-title"
              variant="h1"
              component="h1"
              sx={{
                fontSize: { xs: '2.1rem', sm: '2.7rem', md: '3.2rem', lg: '3.6rem' },
                lineHeight: 1.06,
                maxWidth: 760,
                textWrap: 'balance',
              }}
            >
              {t('banner.title')}
            </Typography>
            <Typography color="text.secondary" sx={{ fontSize: { xs: '1.02rem', md: '1.2rem' }, maxWidth: 600, lineHeight: 1.6 }}>
              {t('banner.subtitle', { seconds: BID_TIMER_SECONDS })}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ width: { xs: '100%', sm: 'auto' }, pt: 1 }}>
              <PlainButton {...cta} variant="contained" size="large" endIcon={<ArrowForwardRounded />} className={ctaCss.main}>
                {signedIn ? t('pages.dashboard') : t('banner.cta')}
              </PlainButton>
              <PlainButton to="/guide" variant="outlined" color="inherit" size="large" className={ctaCss.secondary}>
                {t('banner.secondary')}
              </PlainButton>
            </Stack>
            <Stack
              component="ul"
              direction="row"
              useFlexGap
              sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 1, listStyle: 'none', p: 0, m: 0, pt: 1 }}
            >
              {POINTS.map((point) => (
                <Box
                  component="li"
                  key={point.labelKey}
                  sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary', fontWeight: 600, fontSize: '0.95rem' }}
                >
                  <CheckCircleRounded sx={{ fontSize: 20, color: 'success.main' }} aria-hidden />
                  {t(point.labelKey, { days: RETURNS_DAYS })}
                </Box>
              ))}
            </Stack>
          </Stack>
          <BidClock />
        </Box>
      </Container>
    </Box>
  );
}
