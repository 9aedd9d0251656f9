/**
 * What crawlers read (issue 48): /sitemap.xml lists the shop's public pages and its live and coming
 * auctions (the sitemaps.org protocol), and /robots.txt points to it and keeps the signed-in and
 * one-time pages out. Addresses are absolute, from the shop's public address.
 */

/** The shop's public pages (SPEC.md section 2), the home page first. */
export const PUBLIC_PAGES = ['/', '/winners', '/buy-packs', '/guide', '/about', '/contact-us', '/fair-play/digests'] as const;

/**
 * Pages that hold a shopper's own data, or a one-time link, or a redirect, and the page router's
 * own data answers (`/__manifest`, `*.data`): no crawler's business. `/cart` is kept out as a name
 * too (the cart is the dashboard's payment page), so an old or guessed link is not indexed.
 */
export const CRAWLERS_KEEP_OUT = [
  '/dashboard',
  '/cart',
  '/termsAndConditions',
  '/buy-now/',
  '/payment/',
  '/login',
  '/signup',
  '/setup-account',
  '/reset-password',
  '/auth',
  '/admin',
  '/billboard',
  '/api/',
  '/staff',
  '/__manifest',
  '/*.data$',
] as const;

/** The protocol's limit of addresses in one sitemap file. */
const SITEMAP_LIMIT = 50_000;

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);

export function sitemapXml(publicUrl: string, auctionIds: readonly number[]): string {
  const paths = [...PUBLIC_PAGES, ...auctionIds.map((id) => `/item/${id}`)].slice(0, SITEMAP_LIMIT);
  const urls = paths.map((path) => `<url><loc>${escapeXml(`${publicUrl}${path}`)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', ...CRAWLERS_KEEP_OUT.map((path) => `Disallow: ${path}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

export const SITEMAP_AUCTION_LIMIT = SITEMAP_LIMIT - PUBLIC_PAGES.length;
