// The route table of SPEC.md section 2, in React Router's route config: each route's module under
// routes/ (its page, and for the pages that open on data, the loader that fetches it on the server).
import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  layout('routes/shop-layout.tsx', [
    index('routes/home.tsx'),
    route('login', 'routes/login.tsx'),
    route('signup', 'routes/signup.tsx'),
    route('setup-account/:token?', 'routes/setup-account.tsx'),
    route('reset-password/:token?', 'routes/reset-password.tsx'),
    route('auth/:jwtToken?', 'routes/magic-link.tsx'),
    route('help/time', 'routes/help-time.tsx'),
    route('item/:auctionItemID', 'routes/item.tsx'),
    route('buy-now/:auctionItemID', 'routes/buy-now.tsx'),
    route('buy-packs', 'routes/buy-packs.tsx'),
    route('payment/return', 'routes/payment-return.tsx'),
    route('payment/cancel', 'routes/payment-cancel.tsx'),
    route('dashboard', 'routes/dashboard.tsx'),
    route('winners', 'routes/winners.tsx'),
    route('fair-play/digests', 'routes/digests.tsx'),
    route('fair-play/:auctionItemID', 'routes/record.tsx'),
    route('search', 'routes/search.tsx'),
    route('about', 'routes/about.tsx'),
    route('guide', 'routes/guide.tsx'),
    route('contact-us', 'routes/contact-us.tsx'),
    route('termsAndConditions', 'routes/terms.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  layout('routes/bare-layout.tsx', [route('billboard', 'routes/billboard.tsx'), route('admin', 'routes/admin.tsx')]),
] satisfies RouteConfig;
