// Renders a component with the providers the shop wraps every page in: translations (real `en`
// texts), React Query and a memory data router whose root route has the server's data (an
// English, dark, real shop), as the framework renders every page.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { createContext, useContext, useState, type ReactElement, type ReactNode } from 'react';
import { TranslationProvider } from '../../src/lib/use-translation';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RootData } from '../../src/app/root-data';
import { DialogProvider } from '../../src/components/dialogs/dialog-provider';
import { createTestI18n } from '../lib/test-i18n';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

/** The root route's data in tests: what the server decides for a page. */
export const TEST_ROOT_DATA: RootData = {
  language: 'en',
  theme: 'dark',
  testShop: [],
  publicUrl: 'http://localhost',
  renderedAt: Date.now(),
};

const RoutedChildren = createContext<ReactNode>(null);
function Children() {
  return useContext(RoutedChildren);
}

/** `children` at `route` in a memory data router (kept across rerenders, which change only the children). */
function Routed({ children, route }: { children: ReactNode; route: string }) {
  const [router] = useState(() =>
    createMemoryRouter([{ id: 'root', path: '*', Component: Children }], {
      initialEntries: [route],
      hydrationData: { loaderData: { root: TEST_ROOT_DATA } },
    }),
  );
  return (
    <RoutedChildren.Provider value={children}>
      <RouterProvider router={router} />
    </RoutedChildren.Provider>
  );
}

export interface RenderOptions {
  queryClient?: QueryClient;
  route?: string;
  withRouter?: boolean;
}

export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderResult & { queryClient: QueryClient } {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const i18n = createTestI18n();
  const routed = (node: ReactNode) => (options.withRouter === false ? node : <Routed route={options.route ?? '/'}>{node}</Routed>);
  // As a wrapper, so that a test's rerender keeps the providers around the new element.
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <TranslationProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <DialogProvider>{routed(children)}</DialogProvider>
        </QueryClientProvider>
      </TranslationProvider>
    );
  }
  const result = render(ui, { wrapper: Wrapper });
  return { ...result, queryClient };
}
