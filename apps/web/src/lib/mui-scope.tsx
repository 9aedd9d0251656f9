// MUI's theme of the current mode and emotion's cache, around a part of the app that uses MUI's
// components (issue 15). The first screens use none, so the first load carries neither; each part
// loaded later (a page, a dialog, the footer, the assistant) comes with this module and renders
// inside it (withMuiScope, mui-scoped.ts). Inside another scope, or inside the providers that the
// dev server and the tests put around the whole app, it adds nothing.
import { ThemeProvider } from '@mui/system';
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { themeOf } from './mui-themes';
import { StyleCacheProvider } from './style-cache';
import { useCurrentMode } from './theme-mode-context';

const InsideScope = createContext(false);

/** `shared`: emotion's one cache of the page (style-cache.tsx), as the parts loaded later share it. */
export function MuiScope({ children, shared = true }: { children: ReactNode; shared?: boolean }) {
  const mode = useCurrentMode();
  if (useContext(InsideScope)) return children;
  return (
    <InsideScope.Provider value>
      <StyleCacheProvider shared={shared}>
        <ThemeProvider theme={themeOf(mode)}>{children}</ThemeProvider>
      </StyleCacheProvider>
    </InsideScope.Provider>
  );
}

/** `Component` rendered inside a scope. */
// Any props, as React's lazy() takes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function scoped<T extends ComponentType<any>>(Component: T): T {
  const Inner = Component as ComponentType<object>;
  function Scoped(props: object) {
    return (
      <MuiScope>
        <Inner {...props} />
      </MuiScope>
    );
  }
  Scoped.displayName = `Scoped(${Component.displayName ?? Component.name})`;
  return Scoped as unknown as T;
}
