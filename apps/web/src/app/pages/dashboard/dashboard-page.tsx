// /dashboard (SPEC.md section 2): the signed-in user's account, one section per `page` query
// value, with the side menu. Visitors are asked to log in; signed-in users see the section they
// chose (profile, open auctions, bids history, order history, shipping, cart, favourites; the others
// arrive with their issues).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink, useSearchParams } from 'react-router';
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
  const login = dialogs ? { onClick: dialogs.openLogin } : { component: RouterLink, to: '/login' };

  return (
    <PageShell title={t('pages.dashboard')} maxWidth="xl">
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '260px minmax(0, 1fr)' },
          gap: { xs: 2, md: 4 },
          alignItems: 'start',
        }}
      >
        <DashboardMenu current={page} />
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="dashboard-section-title"
          sx={{ p: { xs: 3, md: 4 }, minHeight: 280 }}
        >
          <Typography id="dashboard-section-title" variant="h5" component="h2">
            {section}
          </Typography>
          {signedIn && page === 'profile' && <ProfileSection />}
          {signedIn && page === 'favorites' && <FavouritesSection />}
          {signedIn && page === 'openAuctions' && <OpenAuctionsSection />}
          {signedIn && page === 'history' && <BidsHistorySection />}
          {signedIn && page === 'winnings' && <OrderHistorySection />}
          {signedIn && page === 'shipping' && <ShippingSection />}
          {signedIn && page === 'rewards' && <RewardsSection />}
          {signedIn && page === 'payment' && <CartSection shippingPicker={(props) => <ShippingPicker {...props} />} />}
          {signedIn && !BUILT.has(page) && (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {t('profile.sectionSoon')}
            </Typography>
          )}
          {!signedIn && (
            <>
              <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
                {t('dashboard.signInHint')}
              </Typography>
              <Button {...login} variant="contained">
                {t('nav.login')}
              </Button>
            </>
          )}
        </Paper>
      </Box>
    </PageShell>
  );
}
