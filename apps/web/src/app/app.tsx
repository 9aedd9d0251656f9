// The shop: providers around the browser router. React Router's declarative router, not its data
// router (createBrowserRouter): the shop loads no route data, and the data router's code cost
// 14 kB more of the home page's compressed JavaScript (issue 15). A page that throws while rendering is
// caught by RouteErrorBoundary, which the data router's errorElement used to be.
import { BrowserRouter } from 'react-router';
import { AppProviders } from './providers';
import { RouteErrorBoundary } from './route-error';
import { AppRoutes } from './routes';

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <RouteErrorBoundary>
          <AppRoutes />
        </RouteErrorBoundary>
      </BrowserRouter>
    </AppProviders>
  );
}
