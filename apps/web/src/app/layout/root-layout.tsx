// The frame of every regular page: skip link, a test shop's notice, header, the page (under Suspense, for what it loads lazily),
// footer (fetched after the first paint), the overlays that router state can open and those of
// the realtime channel.
import { Suspense, useEffect } from 'react';
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
import { TestShopBanner } from './test-shop-banner';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import styles from './root-layout.module.css';

/** A performance mark of this name once the page has hydrated (read by the end-to-end tests and the benchmark). */
const HYDRATED_MARK = 'blitz-hydrated';

/** Marks the page hydrated: its effect runs once the page under the layout has hydrated. */
function HydratedMark() {
  useEffect(() => {
    if (performance.getEntriesByName(HYDRATED_MARK).length === 0) performance.mark?.(HYDRATED_MARK);
  }, []);
  return null;
}

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
          <HydratedMark />
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
          <HydratedMark />
        </Suspense>
        <RealtimeOverlays popups={false} />
      </main>
    </>
  );
}
