// The frame of every regular page: skip link, header, the page (lazy, so under Suspense),
// footer (fetched after the first paint), the overlays that router state can open and those of
// the realtime channel.
import Box from '@mui/material/Box';
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
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** The frame's geometry, shared with the prerendered first HTML (src/prerender). */
export const LAYOUT_FRAME_SX = { minHeight: '100vh', display: 'flex', flexDirection: 'column' } as const;
export const MAIN_SX = { flex: 1, outline: 'none' } as const;

export function RootLayout() {
  useReferralCapture();
  return (
    <Box sx={LAYOUT_FRAME_SX}>
      <ScrollToTop />
      <SkipLink />
      <SiteHeader />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={MAIN_SX}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
          <ShellHandoff />
        </Suspense>
      </Box>
      <DeferredFooter />
      <TermsOverlay />
      <RealtimeOverlays />
      <RewardOverlays />
      <DeferredAssistant />
    </Box>
  );
}

/** Full-screen pages (billboard, redirects): no header or footer. */
export function BareLayout() {
  return (
    <Box component="main" id={MAIN_CONTENT_ID} sx={{ minHeight: '100vh' }}>
      <ScrollToTop />
      <Suspense fallback={<PageLoader fullScreen />}>
        <Outlet />
        <ShellHandoff />
      </Suspense>
      <RealtimeOverlays popups={false} />
    </Box>
  );
}
