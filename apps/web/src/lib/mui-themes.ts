// The shop's MUI theme of each mode (theme.ts), made once each.
import type { Theme } from '@mui/material/styles';
import type { ThemeMode } from '@blitz/contract';
import { createBrandTheme } from './theme';

const themes: Partial<Record<ThemeMode, Theme>> = {};

export function themeOf(mode: ThemeMode): Theme {
  return (themes[mode] ??= createBrandTheme(mode));
}
