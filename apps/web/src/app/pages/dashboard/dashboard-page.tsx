// /dashboard (SPEC.md section 2): the signed-in user's account, one section per `page` query
// value, with the side menu. Visitors are asked to log in; signed-in users see the section they
// chose (profile, open auctions, bids history, order history, shipping, cart, favourites; the others
// arrive with their issues).
import { useTranslation } from '../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import type { DashboardPage } from '@blitz/contract';
import { BidsHistorySection } from '../../../features/bids/components/bids-history-section';
import { OrderHistorySection } from '../../../features/orders/components/order-history-section';
import { FavouritesSection } from '../../../features/catalogue/components/favourites-section';
import { ProfileSection } from '../../../features/profile/profile-section';
import { RewardsSection } from '../../../features/rewards/components/rewards-section';
import { ShippingSection } from '../../../features/shipping/components/shipping-section';
import { ShippingPicker } from '../../../features/shipping/components/shipping-picker';
import { CartSection } from '../../../features/payment/components/cart-section';
import { useAccountDialogs } from '../../../lib/account-dialogs';
import { useSession } from '../../../lib/session';
import { PageShell } from '../../layout/page-shell';
import { DashboardMenu } from './dashboard-menu';
import { DASHBOARD_SECTIONS, dashboardPageFrom } from './dashboard-sections';
import { OpenAuctionsSection } from './open-auctions-section';
import { Button } from '../../../ui/button';
import { Surface } from '../../../ui/surface';
import { Text } from '../../../ui/text';
import styles from './dashboard-page.module.css';

const BUILT: ReadonlySet<DashboardPage> = new Set<DashboardPage>([
  'profile',
  'favorites',
  'openAuctions',
  'history',
  'winnings',
  'shipping',
  'payment',
  'rewards',
]);

export default function DashboardPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const page = dashboardPageFrom(params.get('page'));
  const section = t(DASHBOARD_SECTIONS[page].labelKey);
  const { signedIn } = useSession();
  const dialogs = useAccountDialogs();
  const login = dialogs ? { onClick: dialogs.openLogin } : { to: '/login' };

  return (
    <PageShell title={t('pages.dashboard')} maxWidth="xl" noindex>
      <div className={styles.layout}>
        <DashboardMenu current={page} />
        <Surface component="section" aria-labelledby="dashboard-section-title" className={styles.section}>
          <Text id="dashboard-section-title" variant="h5" component="h2">
            {section}
          </Text>
          {signedIn && page === 'profile' && <ProfileSection />}
          {signedIn && page === 'favorites' && <FavouritesSection />}
          {signedIn && page === 'openAuctions' && <OpenAuctionsSection />}
          {signedIn && page === 'history' && <BidsHistorySection />}
          {signedIn && page === 'winnings' && <OrderHistorySection />}
          {signedIn && page === 'shipping' && <ShippingSection />}
          {signedIn && page === 'rewards' && <RewardsSection />}
          {signedIn && page === 'payment' && <CartSection shippingPicker={(props) => <ShippingPicker {...props} />} />}
          {signedIn && !BUILT.has(page) && (
            <Text color="text.secondary" className={styles.soon}>
              {t('profile.sectionSoon')}
            </Text>
          )}
          {!signedIn && (
            <>
              <Text color="text.secondary" className={styles.hint}>
                {t('dashboard.signInHint')}
              </Text>
              <Button {...login} variant="contained">
                {t('nav.login')}
              </Button>
            </>
          )}
        </Surface>
      </div>
    </PageShell>
  );
}
