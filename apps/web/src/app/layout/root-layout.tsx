// The frame of every regular page: skip link, a test shop's notice, header, the page (lazy, so under Suspense),
// footer (fetched after the first paint), the overlays that router state can open and those of
// the realtime channel.
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { SiteHeader } from '../../features/navigation/components/site-header';
import { useReferralCapture } from '../../lib/referral';
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
import styles from './root-layout.module.css';

/** The frame's classes, shared with the prerendered first HTML (src/prerender). */
export const LAYOUT_CLASSES = { frame: styles.frame, main: styles.main } as const;

export function RootLayout() {
  useReferralCapture();
  return (
    <div className={styles.frame}>
      <ScrollToTop />
      <SkipLink />
      <TestShopBanner />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
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
  return (
    <>
      <TestShopBanner />
      <main id={MAIN_CONTENT_ID} className={styles.bareMain}>
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
