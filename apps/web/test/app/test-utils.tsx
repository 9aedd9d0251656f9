// Shared test setup for the app shell: a translator with the real translation files,
// a viewport of a chosen width (matchMedia), and the app's routes in a memory router, under the
// root route as the framework mounts them (shop-routes.tsx), with the root's data as given.
// Importing it resets every test of the file: an empty localStorage, a wide viewport at the top
// and a fetch that never answers before it; the tree unmounted and stubbed globals and spies
// restored after it.
import { cleanup, render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { InitialEntry, RouteObject } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { AppProviders } from '../../src/app/providers';
import { RealtimeClient } from '../../src/lib/realtime/realtime-client';
import type { RootData } from '../../src/app/root-data';
import { TEST_ROOT_DATA } from '../components/render';
import { rootRoute, shopRoutes } from './shop-routes';
import { readTranslations } from '../i18n/locale-files';
import { createTranslator } from '../../src/lib/i18n';
import type { Messages, Translator as I18n } from '../../src/lib/translator';

export function createTestI18n(lng = 'en'): I18n {
  return createTranslator({ language: lng, messages: { en: readTranslations('en') as Messages, zu: readTranslations('zu') as Messages } });
}

let viewportWidth = 1440;

/** Media queries answer for this width; only min-width/max-width in px are understood. */
export function setViewportWidth(width: number): void {
  viewportWidth = width;
  window.innerWidth = width;
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    const matches = (!min || viewportWidth >= Number(min[1])) && (!max || viewportWidth <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
}

/** Sets the window's scroll position and tells listeners, as a real scroll would. */
export function scrollWindowTo(y: number): void {
  Object.defineProperty(window, 'pageYOffset', { value: y, configurable: true });
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => {
  localStorage.clear();
  setViewportWidth(1440);
  scrollWindowTo(0);
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  // The home page's product list calls the API; these tests are about the shell, so the call
  // simply never answers.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

export interface RenderOptions {
  width?: number;
  i18n?: I18n;
  routeTable?: RouteObject[];
  /** A realtime client to drive the live state; by default an idle one that never connects. */
  realtime?: RealtimeClient;
  /** What the server decided for the page (root.tsx's loader); an English, dark, real shop by default. */
  rootData?: Partial<RootData>;
}

export function renderRoutes(
  entry: InitialEntry,
  { width = 1440, i18n = createTestI18n(), routeTable = shopRoutes, realtime, rootData }: RenderOptions = {},
) {
  setViewportWidth(width);
  const router = createMemoryRouter([rootRoute(routeTable)], {
    initialEntries: [entry],
    hydrationData: { loaderData: { root: { ...TEST_ROOT_DATA, ...rootData } } },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const client = realtime ?? new RealtimeClient();
  const view = render(
    <AppProviders i18n={i18n} queryClient={queryClient} realtime={client} connectRealtime={false}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, i18n, realtime: client };
}
