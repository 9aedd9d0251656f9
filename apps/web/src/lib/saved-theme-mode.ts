// The shop's saved light/dark mode: kept in local storage, with a copy in the theme cookie, which
// the server reads to render the page in it (apps/server http/shop-pages.ts).
import { DEFAULT_THEME, isThemeMode, STORAGE_KEYS, THEME_COOKIE } from '@blitz/contract';
import type { ThemeMode } from '@blitz/contract';
import { readStorage, writeStorage } from './storage';
import { writeCookie } from './preference-cookies';

/** The saved mode, or the default when nothing (or something unknown) is saved. */
export function readSavedThemeMode(): ThemeMode {
  const saved = readStorage(STORAGE_KEYS.theme);
  return isThemeMode(saved) ? saved : DEFAULT_THEME;
}

export function saveThemeMode(mode: ThemeMode): void {
  writeStorage(STORAGE_KEYS.theme, mode);
  writeCookie(THEME_COOKIE, mode);
}
