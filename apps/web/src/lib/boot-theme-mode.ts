// The saved light/dark mode as the page's entry (src/boot.ts) reads it, to set it on <html> before
// the first paint: without the contract's constants, which the entry does not load.
import { THEME_STORAGE_KEY } from '@blitz/contract/first-html';
import type { ThemeMode } from '@blitz/contract';

/** The saved mode, as readSavedThemeMode (saved-theme-mode.ts) reads it: light when saved so, else the default, dark. */
export function savedModeAtBoot(): ThemeMode {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY) === 'light' ? 'light' : 'dark';
  } catch {
    return 'dark';
  }
}
