// A page rendered in other preferences than this device saved (SPEC.md section 1 keeps the
// language in local storage; the server reads its copies in cookies): the first visit since the
// cookies came, or after they were cleared. The cookies then follow local storage and the page
// loads again, in the saved language and theme, before anything has hydrated.
import { isThemeMode, LANGUAGE_COOKIE, STORAGE_KEYS, THEME_COOKIE } from '@blitz/contract';
import { pageLanguage, savedLanguage } from '../lib/i18n';
import { readCookie, writeCookie } from '../lib/preference-cookies';

import { readStorage } from '../lib/storage';

/** Whether a cookie could be set (a browser refusing cookies would otherwise reload forever). */
function stored(name: string, value: string): boolean {
  writeCookie(name, value);
  return readCookie(name) === value;
}

/** The address this tab last loaded again for its preferences (session storage), against a loop. */
const RELOADED_KEY = 'blitz-reloaded-for-preferences';

/**
 * Whether this load is the one after such a reload of the same address: then the page stays as it
 * is (a renderer that does not read the cookies, such as React Router's own dev server, or a proxy
 * that drops them, would otherwise have it load again and again).
 */
function justReloaded(): boolean {
  try {
    const last = sessionStorage.getItem(RELOADED_KEY);
    sessionStorage.removeItem(RELOADED_KEY);
    return last === window.location.href;
  } catch {
    // No session storage: no way to tell a loop, so no reload.
    return true;
  }
}

function markReload(): void {
  try {
    sessionStorage.setItem(RELOADED_KEY, window.location.href);
  } catch {
    // Checked by justReloaded before it gets here.
  }
}

/** True when the page must load again to show what this device saved (the cookies now say it). */
export function reloadForSavedPreferences(): boolean {
  if (justReloaded()) return false;
  let stale = false;
  const language = savedLanguage();
  if (language && language !== pageLanguage() && stored(LANGUAGE_COOKIE, language)) stale = true;
  const theme = readStorage(STORAGE_KEYS.theme);
  if (isThemeMode(theme) && theme !== document.documentElement.dataset.theme && stored(THEME_COOKIE, theme)) stale = true;
  if (stale) markReload();
  return stale;
}
