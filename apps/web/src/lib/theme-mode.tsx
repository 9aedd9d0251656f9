// Light/dark mode of the shop: dark by default, the choice kept in local storage and set on <html>
// as `data-theme`, which the design system's tokens follow (src/ui/tokens.css): a change of mode
// restyles the page at once, with no stylesheet to wait for.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { STORAGE_KEYS } from '@blitz/contract';
import type { ThemeMode } from '@blitz/contract';
import { readSavedThemeMode } from './saved-theme-mode';
import { writeStorage } from './storage';
import { ThemeModeContext } from './theme-mode-context';

export { useThemeMode, type ThemeModeValue } from './theme-mode-context';

export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<ThemeMode>(readSavedThemeMode);

  const setMode = useCallback((next: ThemeMode) => {
    writeStorage(STORAGE_KEYS.theme, next);
    setModeState(next);
  }, []);
  const toggleMode = useCallback(() => setMode(mode === 'dark' ? 'light' : 'dark'), [mode, setMode]);

  useEffect(() => {
    // Native form controls and scrollbars follow the page's scheme.
    document.documentElement.style.colorScheme = mode;
    document.documentElement.dataset.theme = mode;
  }, [mode]);

  const value = useMemo(() => ({ mode, setMode, toggleMode }), [mode, setMode, toggleMode]);

  return <ThemeModeContext.Provider value={value}>{children}</ThemeModeContext.Provider>;
}
