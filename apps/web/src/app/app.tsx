// The shop: providers around the browser router. React Router's declarative router, not its data
// router (createBrowserRouter): the shop loads no route data, and the data router's code cost
// 14 kB more of the home page's compressed JavaScript (issue 15). A page that throws while
// rendering is caught by AppRoutes' error boundary, as the data router's errorElement did.
import { BrowserRouter } from 'react-router';
import type { RealtimeClient } from '../lib/realtime/realtime-client';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';

/** `realtime`: the shop's realtime client, started before the app renders (main.tsx). */
export function App({ realtime }: { realtime?: RealtimeClient }) {
  return (
    <AppProviders realtime={realtime}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
