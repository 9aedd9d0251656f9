// Everything the shop's components rely on: the light/dark mode, translations, React
// Query, the dialogs, the session and the realtime socket (which follows the session). The router sits inside these, so dialogs and queries outlive pages.
// The Suspense boundary covers the first load of the translations (anything calling t()
// suspends until the language file has arrived).
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ThemeMode } from '@blitz/contract';
import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { DialogProvider } from '../components/dialogs/dialog-provider';
import { AccountDialogsProvider } from './overlays/account-dialogs';
import { i18n as defaultI18n } from '../lib/i18n';
import type { Translator } from '../lib/translator';
import { TranslationProvider } from '../lib/use-translation';
import { RealtimeProvider } from '../lib/realtime/realtime-context';
import type { RealtimeClient } from '../lib/realtime/realtime-client';
import { queryClient as defaultQueryClient } from '../lib/query-client';
import { SessionProvider } from '../lib/session';
import { ThemeModeProvider } from '../lib/theme-mode';
import { PageLoader } from './layout/page-loader';

export interface AppProvidersProps {
  children: ReactNode;
  i18n?: Translator;
  queryClient?: QueryClient;
  /** The realtime client (tests); by default one connecting to the page's origin. */
  realtime?: RealtimeClient;
  /** False keeps the realtime client idle (tests that do not speak to a server). */
  connectRealtime?: boolean;
  /** The mode the page was rendered in; the saved one by default. */
  themeMode?: ThemeMode;
}

export function AppProviders({
  children,
  i18n = defaultI18n,
  queryClient = defaultQueryClient,
  realtime,
  connectRealtime = true,
  themeMode,
}: AppProvidersProps) {
  return (
    <TranslationProvider i18n={i18n}>
      <ThemeModeProvider initialMode={themeMode}>
        <Suspense fallback={<PageLoader fullScreen />}>
          <QueryClientProvider client={queryClient}>
            <DialogProvider>
              <SessionProvider>
                <RealtimeProvider client={realtime} connect={connectRealtime}>
                  <AccountDialogsProvider>{children}</AccountDialogsProvider>
                </RealtimeProvider>
              </SessionProvider>
            </DialogProvider>
          </QueryClientProvider>
        </Suspense>
      </ThemeModeProvider>
    </TranslationProvider>
  );
}
