// The route table of SPEC.md section 2. Kept apart from the browser router so tests can mount
// the same routes in a memory router.
import { Navigate, useRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { OPEN_TERMS_STATE } from '../lib/navigation-state';
import * as Pages from './lazy-pages';
import { BareLayout, RootLayout } from './layout/root-layout';
import { RouteErrorBoundary } from './route-error';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <Pages.HomePage /> },
      { path: 'login', element: <Pages.LoginPage /> },
      { path: 'signup', element: <Pages.SignupPage /> },
      { path: 'setup-account/:token?', element: <Pages.SetupAccountPage /> },
      { path: 'reset-password/:token?', element: <Pages.ResetPasswordPage /> },
      { path: 'auth/:jwtToken?', element: <Pages.MagicLinkPage /> },
      { path: 'help/time', element: <Pages.HelpTimePage /> },
      { path: 'item/:auctionItemID', element: <Pages.ItemPage /> },
      { path: 'buy-now/:auctionItemID', element: <Pages.BuyNowPage /> },
      { path: 'buy-packs', element: <Pages.BuyPacksPage /> },
      { path: 'payment/return', element: <Pages.PaymentDonePage /> },
      { path: 'payment/cancel', element: <Pages.PaymentCancelPage /> },
      { path: 'dashboard', element: <Pages.DashboardPage /> },
      { path: 'winners', element: <Pages.WinnersPage /> },
      { path: 'fair-play/digests', element: <Pages.DigestsPage /> },
      { path: 'fair-play/:auctionItemID', element: <Pages.RecordPage /> },
      { path: 'search', element: <Pages.SearchPage /> },
      { path: 'about', element: <Pages.AboutPage /> },
      { path: 'guide', element: <Pages.GuidePage /> },
      { path: 'contact-us', element: <Pages.ContactUsPage /> },
      { path: 'termsAndConditions', element: <Navigate to="/" replace state={OPEN_TERMS_STATE} /> },
      { path: '*', element: <Pages.NotFoundPage /> },
    ],
  },
  {
    element: <BareLayout />,
    children: [
      { path: 'billboard', element: <Pages.BillboardPage /> },
      { path: 'admin', element: <Pages.AdminRedirectPage /> },
    ],
  },
];

/**
 * The page of the current location, from `routeTable` (the shop's routes unless a test gives
 * others), with the error page in its place should it throw while rendering.
 */
export function AppRoutes({ routeTable = routes }: { routeTable?: RouteObject[] }) {
  return <RouteErrorBoundary>{useRoutes(routeTable)}</RouteErrorBoundary>;
}
