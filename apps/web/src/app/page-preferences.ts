// A page rendered in other preferences than this device saved (SPEC.md section 1 keeps the
// language in local storage; the server reads its copies in cookies): the first visit since the
// cookies came, or after they were cleared. The cookies then follow local storage and the page
// loads again, in the saved language and theme, before anything has hydrated.
import { LANGUAGE_COOKIE, STORAGE_KEYS, THEME_COOKIE } from '@blitz/contract';
import { pageLanguage, savedLanguage } from '../lib/i18n';
import { readCookie, writeCookie } from '../lib/preference-cookies';
import { isThemeMode } from '../lib/saved-theme-mode';
import { readStorage } from '../lib/storage';

/** Whether a cookie could be set (a browser refusing cookies would otherwise reload forever). */
function stored(name: string, value: string): boolean {
  writeCookie(name, value);
  return readCookie(name) === value;
}

/** True when the page must load again to show what this device saved (the cookies now say it). */
export function reloadForSavedPreferences(): boolean {
  let stale = false;
  const language = savedLanguage();
  if (language && language !== pageLanguage() && stored(LANGUAGE_COOKIE, language)) stale = true;
  const theme = readStorage(STORAGE_KEYS.theme);
  if (isThemeMode(theme) && theme !== document.documentElement.dataset.theme && stored(THEME_COOKIE, theme)) stale = true;
  return stale;
}
