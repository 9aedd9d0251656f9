// The shop's routes (src/app/routes.ts) as route objects for a memory router: the same route
// modules the framework builds the shop from, under a root route with the shop's error page, as
// root.tsx puts them (its document and providers are the test's own).
import type { RouteConfigEntry } from '@react-router/dev/routes';
import type { ComponentType } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import routeConfig from '../../src/app/routes';
import { RouteErrorPage } from '../../src/app/route-error';

const modules = import.meta.glob<{ default: ComponentType }>('../../src/app/routes/*.tsx', { eager: true });

function toRouteObject(entry: RouteConfigEntry): RouteObject {
  const module = modules[`../../src/app/${entry.file}`];
  if (!module) throw new Error(`No route module ${entry.file}`);
  const children = entry.children?.map(toRouteObject);
  if (entry.index) return { index: true, Component: module.default };
  return { path: entry.path, Component: module.default, ...(children ? { children } : {}) };
}

/** The shop's pages: routes.ts's entries. */
export const shopRoutes: RouteObject[] = routeConfig.map(toRouteObject);

/** `children` under the root route, as root.tsx holds the shop's routes. */
export function rootRoute(children: RouteObject[]): RouteObject {
  return { id: 'root', Component: Outlet, ErrorBoundary: RouteErrorPage, children };
}
