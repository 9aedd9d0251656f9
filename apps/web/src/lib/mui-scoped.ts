// A part of the app loaded later, with MUI's theme around it (mui-scope.tsx, which loads with it).
import type { ComponentType } from 'react';

// Any props, as React's lazy() takes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function withMuiScope<T extends ComponentType<any>>(module: Promise<{ default: T }>): Promise<{ default: T }> {
  const [loaded, { scoped }] = await Promise.all([module, import('./mui-scope')]);
  return { default: scoped(loaded.default) };
}
