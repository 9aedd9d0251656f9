// The shop's light or dark mode as React context (ThemeModeProvider in theme-mode.tsx gives it),
// apart from the provider so that components read the mode without importing the provider.
import { createContext, useContext } from 'react';
import type { ThemeMode } from '@blitz/contract';

export interface ThemeModeValue {
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
  toggleMode: () => void;
}

export const ThemeModeContext = createContext<ThemeModeValue | null>(null);

export function useThemeMode(): ThemeModeValue {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode must be used inside ThemeModeProvider');
  return value;
}
