// Mounts the site header above a page that shows the current location, in a memory router.
import type { RouteObject } from 'react-router';
import { Outlet, useLocation } from 'react-router';
import { SiteHeader } from '../../src/features/navigation/components/site-header';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function headerRoutes(reload: () => void = () => {}): RouteObject[] {
  return [
    {
      element: (
        <>
          <SiteHeader reload={reload} />
          <main style={{ height: 5000 }}>
            <Outlet />
          </main>
        </>
      ),
      children: [{ path: '*', element: <LocationProbe /> }],
    },
  ];
}
