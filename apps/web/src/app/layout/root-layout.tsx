// The frame of every regular page: skip link, a test shop's notice, header, the page (lazy, so under Suspense),
// footer (fetched after the first paint), the overlays that router state can open and those of
// the realtime channel.
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { SiteHeader } from '../../features/navigation/components/site-header';
import { useReferralCapture } from '../../lib/referral';
import { createStaticClasses } from '../../lib/static-classes';
import { RewardOverlays } from '../../features/rewards/components/reward-overlays';
import { RealtimeOverlays } from '../overlays/realtime-overlays';
import { TermsOverlay } from '../overlays/terms-overlay';
import { DeferredAssistant } from './deferred-assistant';
import { DeferredFooter } from './deferred-footer';
import { PageLoader } from './page-loader';
import { ScrollToTop } from './scroll-to-top';
import { ShellHandoff } from './shell-handoff';
import { TestShopBanner } from './test-shop-banner';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** The frame's geometry, shared with the prerendered first HTML (src/prerender): plain CSS, as this file's classes take it too. */
export const LAYOUT_FRAME_SX = { minHeight: '100vh', display: 'flex', flexDirection: 'column' } as const;
export const MAIN_SX = { flex: 1, outline: 'none' } as const;

// Plain elements with classes made once per theme (issue 15: no MUI Box in the home page's first JavaScript).
const useClasses = createStaticClasses('root-layout', () => ({
  frame: { ...LAYOUT_FRAME_SX },
  main: { ...MAIN_SX },
  bareMain: { minHeight: '100vh' },
}));

export function RootLayout() {
  useReferralCapture();
  const css = useClasses();
  return (
    <div className={css.frame}>
      <ScrollToTop />
      <SkipLink />
      <TestShopBanner />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={css.main}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
          <ShellHandoff />
        </Suspense>
      </main>
      <DeferredFooter />
      <TermsOverlay />
      <RealtimeOverlays />
      <RewardOverlays />
      <DeferredAssistant />
    </div>
  );
}

/** Full-screen pages (billboard, redirects): no header or footer. */
export function BareLayout() {
  const css = useClasses();
  return (
    <>
      <TestShopBanner />
      <main id={MAIN_CONTENT_ID} className={css.bareMain}>
        <ScrollToTop />
        <Suspense fallback={<PageLoader fullScreen />}>
          <Outlet />
          <ShellHandoff />
        </Suspense>
        <RealtimeOverlays popups={false} />
      </main>
    </>
  );
}
