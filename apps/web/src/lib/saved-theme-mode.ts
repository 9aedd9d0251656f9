// The shop's saved light/dark mode, apart from the theme provider (theme-mode.tsx) so that code
// outside the app's providers (the first HTML's handoff) reads it without bringing in the MUI theme.
import { DEFAULT_THEME, STORAGE_KEYS, THEMES } from '@blitz/contract';
import type { ThemeMode } from '@blitz/contract';
import { readStorage } from './storage';

function isThemeMode(value: string | null): value is ThemeMode {
  return value !== null && (THEMES as readonly string[]).includes(value);
}

/** The saved mode, or the default when nothing (or something unknown) is saved. */
export function readSavedThemeMode(): ThemeMode {
  const saved = readStorage(STORAGE_KEYS.theme);
  return isThemeMode(saved) ? saved : DEFAULT_THEME;
}
