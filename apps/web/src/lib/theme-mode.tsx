// Light/dark mode of the shop: dark by default, the choice kept in a cookie (which the server
// renders the page in) and set on <html> as `data-theme`, which the design system's tokens follow
// (src/ui/tokens.css): a change of mode restyles the page at once, with no stylesheet to wait for.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { ThemeMode } from '@blitz/contract';
import { readSavedThemeMode, saveThemeMode } from './saved-theme-mode';
import { ThemeModeContext } from './theme-mode-context';

export { useThemeMode, type ThemeModeValue } from './theme-mode-context';

/** `initialMode`: the mode the page was rendered in (the server's choice); the saved one by default. */
export function ThemeModeProvider({ children, initialMode }: { children: ReactNode; initialMode?: ThemeMode }) {
  const [mode, setModeState] = useState<ThemeMode>(() => initialMode ?? readSavedThemeMode());

  const setMode = useCallback((next: ThemeMode) => {
    saveThemeMode(next);
    setModeState(next);
  }, []);
  const toggleMode = useCallback(() => setMode(mode === 'dark' ? 'light' : 'dark'), [mode, setMode]);

  useEffect(() => {
    // Native form controls and scrollbars follow the page's scheme (tokens.css).
    document.documentElement.dataset.theme = mode;
  }, [mode]);

  const value = useMemo(() => ({ mode, setMode, toggleMode }), [mode, setMode, toggleMode]);

  return <ThemeModeContext.Provider value={value}>{children}</ThemeModeContext.Provider>;
}
