// Renders a component with a session (signed in as Thandi unless asked otherwise) and an idle
// realtime client whose store the test drives, inside the usual test providers.
import { STORAGE_KEYS } from '@blitz/contract';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { RealtimeClient } from '../../src/lib/realtime/realtime-client';
import { RealtimeProvider } from '../../src/lib/realtime/realtime-context';
import { SessionProvider } from '../../src/lib/session';
import { makeJwt } from '../auth/fake-api';
import { renderWithProviders } from '../components/render';

export interface LiveRenderOptions {
  route?: string;
  signedIn?: boolean;
  client?: RealtimeClient;
  onLoggedOut?: () => void;
}

export function renderLive(
  ui: ReactElement,
  { route, signedIn = true, client = new RealtimeClient(), onLoggedOut = () => undefined }: LiveRenderOptions = {},
) {
  if (signedIn) localStorage.setItem(STORAGE_KEYS.refreshToken, makeJwt(86_000));
  else localStorage.removeItem(STORAGE_KEYS.refreshToken);
  const view = renderWithProviders(
    <SessionProvider onLoggedOut={onLoggedOut}>
      <RealtimeProvider client={client} connect={false}>
        {ui}
      </RealtimeProvider>
    </SessionProvider>,
    { route },
  );
  return { ...view, client };
}

/** Where the router stands (path and query), for a test to read from the `where` test id. */
function CurrentLocation() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** renderLive of an overlay beside the current location, for overlays that lead to another page. */
export function renderLiveOverlay(overlay: ReactElement, options?: LiveRenderOptions) {
  return renderLive(
    <>
      <Routes>
        <Route path="*" element={<CurrentLocation />} />
      </Routes>
      {overlay}
    </>,
    options,
  );
}
