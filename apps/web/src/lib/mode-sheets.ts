// Each mode's stylesheet of the static styles, as the build made them (src/build/static-styles.ts;
// none on the dev server, where they are inserted as they are used). The entry (src/boot.ts)
// starts loading the saved mode's as it starts the app, beside the app's own files, and the app
// waits for it before it shows (static-classes-built.ts).
import sheets from 'virtual:blitz-static-sheets';
import { THEME_STORAGE_KEY } from '@blitz/contract/first-html';
import type { ThemeMode } from '@blitz/contract';

const SHEET_ATTRIBUTE = 'data-static-styles';

/** The page's link to the stylesheet of `mode`, made (and so requested) at the first call. */
export function modeSheet(mode: ThemeMode): HTMLLinkElement | null {
  if (!sheets) return null;
  let link = document.head.querySelector<HTMLLinkElement>(`link[${SHEET_ATTRIBUTE}="${mode}"]`);
  if (!link) {
    link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = sheets[mode];
    link.setAttribute(SHEET_ATTRIBUTE, mode);
    document.head.appendChild(link);
  }
  return link;
}

/**
 * The saved mode, as readSavedThemeMode (saved-theme-mode.ts) reads it, for the page's entry, which
 * does not load the contract's constants: light when saved so, else the default, dark.
 */
export function savedModeForSheet(): ThemeMode {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY) === 'light' ? 'light' : 'dark';
  } catch {
    return 'dark';
  }
}
