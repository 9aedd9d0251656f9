// Every page is its own chunk, loaded with lazyWithReload so a stale chunk after a deploy
// reloads the page instead of breaking it (SPEC.md section 4).
import { lazyWithReload } from '../lib/chunk-reload';

export const HomePage = lazyWithReload(() => import('./pages/home/home-page'));
export const LoginPage = lazyWithReload(() => import('./pages/auth/login-page'));
export const SignupPage = lazyWithReload(() => import('./pages/auth/signup-page'));
export const SetupAccountPage = lazyWithReload(() => import('./pages/auth/token-pages').then((m) => ({ default: m.SetupAccountPage })));
export const ResetPasswordPage = lazyWithReload(() => import('./pages/auth/token-pages').then((m) => ({ default: m.ResetPasswordPage })));
export const MagicLinkPage = lazyWithReload(() => import('./pages/auth/token-pages').then((m) => ({ default: m.MagicLinkPage })));
export const HelpTimePage = lazyWithReload(() => import('./pages/help-time-page'));
export const ItemPage = lazyWithReload(() => import('./pages/item/item-page'));
export const BuyNowPage = lazyWithReload(() => import('./pages/shop-pages').then((m) => ({ default: m.BuyNowPage })));
export const BuyPacksPage = lazyWithReload(() => import('./pages/shop-pages').then((m) => ({ default: m.BuyPacksPage })));
export const PaymentDonePage = lazyWithReload(() => import('./pages/shop-pages').then((m) => ({ default: m.PaymentDonePage })));
export const PaymentCancelPage = lazyWithReload(() => import('./pages/shop-pages').then((m) => ({ default: m.PaymentCancelPage })));
export const WinnersPage = lazyWithReload(() => import('./pages/winners/winners-page'));
export const SearchPage = lazyWithReload(() => import('./pages/search/search-page'));
export const DashboardPage = lazyWithReload(() => import('./pages/dashboard/dashboard-page'));
export const AboutPage = lazyWithReload(() => import('./pages/info-pages').then((m) => ({ default: m.AboutPage })));
export const GuidePage = lazyWithReload(() => import('./pages/info-pages').then((m) => ({ default: m.GuidePage })));
export const ContactUsPage = lazyWithReload(() => import('./pages/info-pages').then((m) => ({ default: m.ContactUsPage })));
export const RecordPage = lazyWithReload(() => import('./pages/fair-play/record-page'));
export const DigestsPage = lazyWithReload(() => import('./pages/fair-play/digests-page'));
export const BillboardPage = lazyWithReload(() => import('./pages/billboard-page'));
export const AdminRedirectPage = lazyWithReload(() => import('./pages/admin-redirect-page'));
export const NotFoundPage = lazyWithReload(() => import('./pages/not-found-page'));
