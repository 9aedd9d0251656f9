// What the server gives the shop's server rendering for each page request (apps/server
// http/shop-pages.ts makes it, apps/web's route loaders and entry.server read it): the visitor's
// language and theme, as the server decided them from the preference cookies and
// Accept-Language, the answer's Content-Security-Policy nonce, and a way to call the API in
// process as this visitor would.
import type { LanguageIso, ThemeMode } from './constants';

/** The cookie that keeps the shop language a visitor chose (a shop code, SPEC.md section 1). */
export const LANGUAGE_COOKIE = 'lang';
/** The cookie that keeps the light or dark mode a visitor chose. */
export const THEME_COOKIE = 'theme';
/** A year: a preference outlives a session. */
export const PREFERENCE_COOKIE_MAX_AGE_S = 31_536_000;

/** An API answer as the page's server rendering receives it: the status and the body's text. */
export interface ShopApiAnswer {
  status: number;
  text: string;
}

// A type, not an interface: React Router's load context is a record of any keys.
export type ShopPageContext = {
  language: LanguageIso;
  theme: ThemeMode;
  /** This answer's nonce, for the inline scripts and styles the page's HTML carries. */
  nonce: string;
  /** Why this is a test shop (ALLOW_TEST_SHOP), or none. */
  testShop: readonly TestShopReason[];
  /** The shop's absolute address (PUBLIC_URL), for canonical links and link previews. */
  publicUrl: string;
  /** POSTs `body` to /api{path} in process, from the visitor's address. */
  callApi(path: string, body: unknown): Promise<ShopApiAnswer>;
  /** The texts of `language` (its translation file), read once by the server. */
  messages(language: LanguageIso): Promise<Record<string, unknown>>;
};

/**
 * Why a shop started with ALLOW_TEST_SHOP is a test shop (issue 46): its payments take no money, or
 * its emails are not sent. A real shop has none of them.
 */
export const TEST_SHOP_REASONS = ['payments', 'email'] as const;
export type TestShopReason = (typeof TEST_SHOP_REASONS)[number];

/**
 * In the head of a test shop's pages: `<meta name="blitz-test-shop" content="payments email">`, the
 * reasons, which the shop's banner names on every page. A real shop's pages have no such element.
 */
export const TEST_SHOP_META = 'blitz-test-shop';
