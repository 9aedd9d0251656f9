// Light/dark mode of the shop: dark by default, the choice kept in local storage, and the MUI
// theme plus CssBaseline for whichever mode is current, styled through the page's CSP nonce.
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
// MUI's system ThemeProvider, which @mui/material's hands a theme without colorSchemes to (the
// shop's: one theme per mode, made by createBrandTheme): imported from @mui/material/styles, the
// provider brings its CSS-variables machinery along, 2.8 kB of the home page's compressed
// JavaScript that the shop never runs (issue 15).
import { ThemeProvider } from '@mui/system';
import { STORAGE_KEYS } from '@blitz/contract';
import type { ThemeMode } from '@blitz/contract';
import { readSavedThemeMode } from './saved-theme-mode';
import { writeStorage } from './storage';
import { StyleCacheProvider } from './style-cache';
import { createBrandTheme } from './theme';

export interface ThemeModeValue {
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
  toggleMode: () => void;
}

const ThemeModeContext = createContext<ThemeModeValue | null>(null);

export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<ThemeMode>(readSavedThemeMode);

  const setMode = useCallback((next: ThemeMode) => {
    setModeState(next);
    writeStorage(STORAGE_KEYS.theme, next);
  }, []);
  const toggleMode = useCallback(() => setMode(mode === 'dark' ? 'light' : 'dark'), [mode, setMode]);

  useEffect(() => {
    // Native form controls and scrollbars follow the page's scheme.
    document.documentElement.style.colorScheme = mode;
    document.documentElement.dataset.theme = mode;
  }, [mode]);

  const theme = useMemo(() => createBrandTheme(mode), [mode]);
  const value = useMemo(() => ({ mode, setMode, toggleMode }), [mode, setMode, toggleMode]);

  return (
    <ThemeModeContext.Provider value={value}>
      <StyleCacheProvider>
        <ThemeProvider theme={theme}>
          <CssBaseline enableColorScheme />
          {children}
        </ThemeProvider>
      </StyleCacheProvider>
    </ThemeModeContext.Provider>
  );
}

export function useThemeMode(): ThemeModeValue {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode must be used inside ThemeModeProvider');
  return value;
}
