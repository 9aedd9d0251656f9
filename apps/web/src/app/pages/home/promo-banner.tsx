// The home page's promotional banner (SPEC.md section 2). Its call to action invites visitors to
// sign up: it opens the sign-up modal (the /signup page where no modal host exists); signed-in
// shoppers are offered their account (the dashboard) instead.
import ArrowRight from 'lucide-react/icons/arrow-right';
import CircleCheck from 'lucide-react/icons/circle-check';
import { useTranslation } from '../../../lib/use-translation';
import { BID_TIMER_SECONDS, RETURNS_DAYS } from '@blitz/contract';
import { useAccountDialogs } from '../../../lib/account-dialogs';
import { useSession } from '../../../lib/session';
import { BidClock } from './bid-clock';
import { PageContainer } from '../../../components/page-container';
import { Button } from '../../../ui/button';
import { Text } from '../../../ui/text';
import styles from './promo-banner.module.css';

const POINTS = [{ labelKey: 'banner.pointShipping' }, { labelKey: 'banner.pointSecure' }, { labelKey: 'banner.pointReturns' }] as const;

export function PromoBanner() {
  const { t } = useTranslation();
  const dialogs = useAccountDialogs();
  const { signedIn } = useSession();
  const cta = signedIn || !dialogs ? { to: signedIn ? '/dashboard' : '/signup' } : { onClick: dialogs.openSignup };
  return (
    <section aria-labelledby="promo-banner-title" className={styles.section}>
      <PageContainer maxWidth="xl" className={styles.container}>
        <div className={styles.grid}>
          <div className={styles.copy}>
            <div className={styles.eyebrow}>
              <div aria-hidden className={styles.dot} />
              {t('banner.eyebrow')}
            </div>
            <Text id="promo-banner-title" variant="h1" className={styles.title}>
              {t('banner.title')}
            </Text>
            <Text color="text.secondary" className={styles.subtitle}>
              {t('banner.subtitle', { seconds: BID_TIMER_SECONDS })}
            </Text>
            <div className={styles.actions}>
              <Button {...cta} variant="contained" size="large" endIcon={<ArrowRight aria-hidden />} className={styles.main}>
                {signedIn ? t('pages.dashboard') : t('banner.cta')}
              </Button>
              <Button to="/guide" variant="outlined" color="inherit" size="large" className={styles.secondary}>
                {t('banner.secondary')}
              </Button>
            </div>
            <ul className={styles.points}>
              {POINTS.map((point) => (
                <li key={point.labelKey} className={styles.point}>
                  <CircleCheck aria-hidden className={styles.check} />
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
