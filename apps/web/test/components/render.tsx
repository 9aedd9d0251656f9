// Renders a component with the providers the shop wraps every page in: translations (real `en`
// texts), React Query and a memory router.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { TranslationProvider } from '../../src/lib/use-translation';
import { MemoryRouter } from 'react-router';
import { DialogProvider } from '../../src/components/dialogs/dialog-provider';
import { createTestI18n } from '../lib/test-i18n';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

export interface RenderOptions {
  queryClient?: QueryClient;
  route?: string;
  withRouter?: boolean;
}

export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderResult & { queryClient: QueryClient } {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const i18n = createTestI18n();
  const routed = (node: ReactNode) =>
    options.withRouter === false ? node : <MemoryRouter initialEntries={[options.route ?? '/']}>{node}</MemoryRouter>;
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
