// The visitor's language and light/dark choices live in cookies (the contract's names), so that
// the server renders each page in them from the first byte on (apps/server http/shop-pages.ts).
import { PREFERENCE_COOKIE_MAX_AGE_S } from '@blitz/contract';

/** The cookie's value on this page, or null without one, with an unreadable one, or outside a browser. */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const pair of document.cookie.split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return null;
    }
  }
  return null;
}

/** Keeps `value` under `name` for a year, for every page of the shop. */
export function writeCookie(name: string, value: string): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${PREFERENCE_COOKIE_MAX_AGE_S}; samesite=lax${secure}`;
}
