// The web app's build-time configuration, read once from Vite's environment. A malformed value
// falls back to the default with a console warning rather than breaking the shop.
export const DEFAULT_ADMIN_URL = '/staff';

/** Accepts a same-origin path or an absolute http(s) URL. */
export function parseAdminUrl(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') return DEFAULT_ADMIN_URL;
  const url = value.trim();
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  if (/^https?:\/\/[^\s/]+/i.test(url)) return url;
  console.warn(`VITE_ADMIN_URL "${url}" is not a path or http(s) URL; using ${DEFAULT_ADMIN_URL}`);
  return DEFAULT_ADMIN_URL;
}

export const webConfig = {
  /** Where /admin sends staff (SPEC.md section 2); DESIGN.md's staff console. */
  adminUrl: parseAdminUrl(import.meta.env.VITE_ADMIN_URL),
} as const;
