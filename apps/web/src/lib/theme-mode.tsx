// Light/dark mode of the shop: dark by default, the choice kept in local storage, and the page's
// base styles (MUI's CssBaseline's, with the theme's overrides) for whichever mode is current.
// MUI's theme itself is not here in the built app: it comes with each part that uses MUI
// (mui-scope.tsx), so that the first load carries none of it (issue 15).
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { CSSObject } from '@emotion/react';
import { STORAGE_KEYS } from '@blitz/contract';
import type { ThemeMode } from '@blitz/contract';
import { readSavedThemeMode } from './saved-theme-mode';
import { createStaticGlobal, loadModeStyles, StaticStylesProvider } from './static-classes';
import { writeStorage } from './storage';
import { ThemeModeContext } from './theme-mode-context';

export { useThemeMode, type ThemeModeValue } from './theme-mode-context';

/**
 * The rules of `<CssBaseline enableColorScheme />` (MUI's CssBaseline does not export them), then
 * the theme's overrides of them.
 */
const useBaseline = createStaticGlobal('baseline', (theme) => [
  {
    html: {
      WebkitFontSmoothing: 'antialiased',
      MozOsxFontSmoothing: 'grayscale',
      boxSizing: 'border-box',
      WebkitTextSizeAdjust: '100%',
      colorScheme: theme.palette.mode,
    },
    '*, *::before, *::after': { boxSizing: 'inherit' },
    'strong, b': { fontWeight: theme.typography.fontWeightBold },
    body: {
      margin: 0,
      color: theme.palette.text.primary,
      ...(theme.typography.body1 as CSSObject),
      backgroundColor: theme.palette.background.default,
      '@media print': { backgroundColor: theme.palette.common.white },
      '&::backdrop': { backgroundColor: theme.palette.background.default },
    },
  },
  theme.components?.MuiCssBaseline?.styleOverrides as CSSObject,
]);

function Baseline() {
  useBaseline();
  return null;
}

export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<ThemeMode>(readSavedThemeMode);

  const setMode = useCallback((next: ThemeMode) => {
    writeStorage(STORAGE_KEYS.theme, next);
    // In the built app the new mode shows once its stylesheet has come.
    const styles = loadModeStyles(next);
    if (styles) void styles.then(() => setModeState(next));
    else setModeState(next);
  }, []);
  const toggleMode = useCallback(() => setMode(mode === 'dark' ? 'light' : 'dark'), [mode, setMode]);

  useEffect(() => {
    // Native form controls and scrollbars follow the page's scheme.
    document.documentElement.style.colorScheme = mode;
    document.documentElement.dataset.theme = mode;
  }, [mode]);

  const value = useMemo(() => ({ mode, setMode, toggleMode }), [mode, setMode, toggleMode]);

  return (
    <ThemeModeContext.Provider value={value}>
      <StaticStylesProvider>
        <Baseline />
        {children}
      </StaticStylesProvider>
    </ThemeModeContext.Provider>
  );
}
