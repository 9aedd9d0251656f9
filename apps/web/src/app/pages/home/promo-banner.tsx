// The home page's promotional banner (SPEC.md section 2). Its call to action invites visitors to
// sign up: it opens the sign-up modal (the /signup page where no modal host exists); signed-in
// shoppers are offered their account (the dashboard) instead.
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded?plain';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded?plain';
import { alpha, keyframes } from '@mui/material/styles';
import { useTranslation } from '../../../lib/use-translation';
import { BID_TIMER_SECONDS, RETURNS_DAYS } from '@blitz/contract';
import { useAccountDialogs } from '../../../lib/account-dialogs';
import { useSession } from '../../../lib/session';
import { BidClock } from './bid-clock';
import { PageContainer } from '../../../components/page-container';
import { PlainButton } from '../../../components/plain-button';
import { PlainText } from '../../../components/plain-text';
import { createStaticClasses } from '../../../lib/static-classes';

// The banner's layout, as MUI's Box, Container, Stack and Typography drew it from their `sx`, as
// plain elements (issue 15).
const useClasses = createStaticClasses('promo-banner', (theme) => {
  const { palette, breakpoints } = theme;
  const pulse = keyframes`
    0%, 100% { opacity: 1; }
    50% { opacity: 0.35; }
  `;
  return {
    section: {
      position: 'relative',
      overflow: 'hidden',
      borderBottom: `1px solid ${palette.divider}`,
      background:
        palette.mode === 'dark'
          ? `radial-gradient(900px 480px at 85% 10%, ${alpha(palette.primary.main, 0.28)}, transparent 60%),
               radial-gradient(700px 420px at 0% 100%, ${alpha('#4d8dff', 0.16)}, transparent 60%),
               linear-gradient(180deg, #0d1a3b 0%, ${palette.background.default} 100%)`
          : `radial-gradient(900px 480px at 85% 10%, ${alpha(palette.primary.main, 0.18)}, transparent 60%),
               radial-gradient(700px 420px at 0% 100%, ${alpha('#4d8dff', 0.12)}, transparent 60%),
               linear-gradient(180deg, #ffffff 0%, ${palette.background.default} 100%)`,
    },
    container: {
      '&&': {
        paddingTop: theme.spacing(4),
        paddingBottom: theme.spacing(4),
        [breakpoints.up('sm')]: { paddingTop: theme.spacing(6), paddingBottom: theme.spacing(6) },
        [breakpoints.up('md')]: { paddingTop: theme.spacing(7), paddingBottom: theme.spacing(7) },
      },
    },
    grid: {
      display: 'grid',
      gridTemplateColumns: '1fr',
      gap: theme.spacing(5),
      alignItems: 'center',
      [breakpoints.up('md')]: { gridTemplateColumns: '1.25fr 1fr', gap: theme.spacing(6) },
    },
    copy: {
      display: 'flex',
      flexDirection: 'column',
      gap: theme.spacing(2.25),
      alignItems: 'flex-start',
      [breakpoints.up('md')]: { gap: theme.spacing(2.75) },
    },
    eyebrow: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: theme.spacing(1),
      paddingLeft: theme.spacing(1.5),
      paddingRight: theme.spacing(1.5),
      paddingTop: theme.spacing(0.5),
      paddingBottom: theme.spacing(0.5),
      // MUI's `borderRadius: 999`: 999 times the theme's radius, a pill.
      borderRadius: Number(theme.shape.borderRadius) * 999,
      fontSize: '0.8rem',
      fontWeight: 700,
      letterSpacing: '0.04em',
      textTransform: 'uppercase',
      color: palette.primary.main,
      backgroundColor: alpha(palette.primary.main, 0.12),
      border: `1px solid ${alpha(palette.primary.main, 0.3)}`,
    },
    dot: {
      width: 8,
      height: 8,
      borderRadius: '50%',
      backgroundColor: palette.primary.main,
      animation: `${pulse} 1.6s ease-in-out infinite`,
      '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
    },
    title: {
      '&&': {
        fontSize: '2.1rem',
        lineHeight: 1.06,
        maxWidth: 760,
        textWrap: 'balance',
        [breakpoints.up('sm')]: { fontSize: '2.7rem' },
        [breakpoints.up('md')]: { fontSize: '3.2rem' },
        [breakpoints.up('lg')]: { fontSize: '3.6rem' },
      },
    },
    subtitle: {
      '&&': { fontSize: '1.02rem', maxWidth: 600, lineHeight: 1.6, [breakpoints.up('md')]: { fontSize: '1.2rem' } },
    },
    actions: {
      display: 'flex',
      flexDirection: 'column',
      gap: theme.spacing(1.5),
      width: '100%',
      paddingTop: theme.spacing(1),
      [breakpoints.up('sm')]: { flexDirection: 'row', width: 'auto' },
    },
    points: {
      display: 'flex',
      flexDirection: 'row',
      flexWrap: 'wrap',
      columnGap: theme.spacing(3),
      rowGap: theme.spacing(1),
      listStyle: 'none',
      padding: 0,
      margin: 0,
      paddingTop: theme.spacing(1),
    },
    point: {
      display: 'flex',
      alignItems: 'center',
      gap: theme.spacing(0.75),
      color: palette.text.secondary,
      fontWeight: 600,
      fontSize: '0.95rem',
    },
    check: { '&&': { fontSize: 20, color: palette.success.main } },
  };
});

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
  const css = useClasses();
  return (
    <section aria-labelledby="promo-banner-title" className={css.section}>
      <PageContainer maxWidth="xl" className={css.container}>
        <div className={css.grid}>
          <div className={css.copy}>
            <div className={css.eyebrow}>
              <div aria-hidden className={css.dot} />
              {t('banner.eyebrow')}
            </div>
            <PlainText id="promo-banner-title" variant="h1" component="h1" className={css.title}>
              {t('banner.title')}
            </PlainText>
            <PlainText color="text.secondary" className={css.subtitle}>
              {t('banner.subtitle', { seconds: BID_TIMER_SECONDS })}
            </PlainText>
            <div className={css.actions}>
              <PlainButton {...cta} variant="contained" size="large" endIcon={<ArrowForwardRounded />} className={ctaCss.main}>
                {signedIn ? t('pages.dashboard') : t('banner.cta')}
              </PlainButton>
              <PlainButton to="/guide" variant="outlined" color="inherit" size="large" className={ctaCss.secondary}>
                {t('banner.secondary')}
              </PlainButton>
            </div>
            <ul className={css.points}>
              {POINTS.map((point) => (
                <li key={point.labelKey} className={css.point}>
                  <CheckCircleRounded className={css.check} aria-hidden />
                  {t(point.labelKey, { days: RETURNS_DAYS })}
                </li>
              ))}
            </ul>
          </div>
          <BidClock />
        </div>
      </PageContainer>
    </section>
  );
}
