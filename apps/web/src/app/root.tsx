// The document of every shop page (React Router's root route): <html> in the visitor's language
// and theme (the server decides both, root loader), the head React Router fills with each route's
// links and preloads, and the app's providers around the page.
import '@fontsource-variable/inter';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import '../styles/inter-fallback.css';
import '../ui/tokens.css';
import { cldrLanguage, DEFAULT_THEME, FALLBACK_LANGUAGE, TEST_SHOP_META } from '@blitz/contract';
import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, type AppLoadContext, type LoaderFunctionArgs } from 'react-router';
import { textLanguages, textsOf } from '../lib/i18n';
import { PageRenderedAt } from '../lib/page-time';
import { AppProviders } from './providers';
import { RouteErrorPage } from './route-error';
import { useRootData, type RootData } from './root-data';
import { useShopRuntime } from './shop-runtime';

export function loader({ context, request }: LoaderFunctionArgs): RootData {
  // React Router's own dev server gives no load context (the API server's does): English, dark.
  const given: Partial<AppLoadContext> = context;
  return {
    language: given.language ?? FALLBACK_LANGUAGE,
    theme: given.theme ?? DEFAULT_THEME,
    testShop: given.testShop ?? [],
    publicUrl: given.publicUrl ?? new URL(request.url).origin,
    renderedAt: Date.now(),
  };
}

/** The language and theme are the page's for its life: a change of either reloads it. */
export const shouldRevalidate = () => false;

export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData();
  const { nonce } = useShopRuntime();
  const languages = textLanguages(data?.language ?? FALLBACK_LANGUAGE);
  return (
    <html lang={cldrLanguage(data?.language ?? 'en')} data-theme={data?.theme ?? 'dark'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="dark light" />
        <meta name="theme-color" content="#0b1530" />
        {data && data.testShop.length > 0 && <meta name={TEST_SHOP_META} content={data.testShop.join(' ')} />}
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <link rel="apple-touch-icon" href="/logo.svg" />
        {/* The basic Latin file of the web font, which every page's text needs (Tshivenḓa's own
            letters come from the Latin Extended file, fetched when a page has them), fetched at
            once rather than after the stylesheet that names it. */}
        <link rel="preload" href={interLatin} as="font" type="font/woff2" crossOrigin="anonymous" />
        {/* The texts hydration waits for, fetched beside the page's scripts rather than after them. */}
        {languages.map((language) => (
          <link key={language} rel="preload" href={textsOf(language)} as="fetch" crossOrigin="anonymous" />
        ))}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The app's providers with what the page's entry made (shop-runtime.tsx). */
function ShopProviders({ children }: { children: ReactNode }) {
  const { i18n, queryClient, realtime } = useShopRuntime();
  const data = useRootData();
  return (
    <PageRenderedAt value={data?.renderedAt ?? null}>
      <AppProviders
        i18n={i18n}
        queryClient={queryClient}
        realtime={realtime}
        connectRealtime={realtime !== undefined}
        themeMode={data?.theme}
      >
        {children}
      </AppProviders>
    </PageRenderedAt>
  );
}

export default function Root() {
  return (
    <ShopProviders>
      <Outlet />
    </ShopProviders>
  );
}

/** A page that throws while rendering shows the error page in place of the whole layout. */
export function ErrorBoundary() {
  return (
    <ShopProviders>
      <RouteErrorPage />
    </ShopProviders>
  );
}
