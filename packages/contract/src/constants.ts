// Business constants and limits (SPEC.md section 9) and the defaults DESIGN.md fixes where SPEC.md
// is silent. One place: no other package repeats these literals.

// Product
export const PRODUCT_NAME = 'Blitz Auctions';
export const ASSISTANT_ENDPOINT = '/blitz-chat';
export const CURRENCY = 'ZAR';
export const CURRENCY_SYMBOL = 'R';
export const COUNTRY = 'South Africa';
export const TIME_ZONE = 'Africa/Johannesburg';
export const MIN_BIDDER_AGE = 18;

// Auctions
export const BID_TIMER_SECONDS = 10;
export const AUCTION_END_RETAIL_PERCENT = 90;
export const MAJOR_CATEGORY_ID = 0;
export const BID_COST_BLITZ = 1;
export const DEFAULT_BID_INCREMENT_CENTS = 10;
export const COUNTDOWN_THRESHOLD_SECONDS = -3;
/** Buy now stays open to bidders for this long after the auction ends. */
export const BUY_NOW_AFTER_END_HOURS = 48;
/** A winner has this many days to pay before the order becomes Forfeited. */
export const WINNER_PAYMENT_DAYS = 7;
/** A bid buddy bids when the countdown is within this window (seconds before zero). */
export const BUDDY_BID_WINDOW_SECONDS = { min: 1, max: 5 } as const;

export const AUCTION_STATUSES = ['Not Started', 'Open', 'Closed', 'Ended'] as const;
export type AuctionStatus = (typeof AUCTION_STATUSES)[number];
/** An auction still to come or running: what the shop lists as live. */
export const LIVE_AUCTION_STATUSES = ['Open', 'Not Started'] as const satisfies readonly AuctionStatus[];
/** A finished auction: Ended with a winner, or Closed without one (or withdrawn). */
export const FINISHED_AUCTION_STATUSES = ['Ended', 'Closed'] as const satisfies readonly AuctionStatus[];

export const BID_TYPES = ['Standard', 'Beginner', 'Paid Blitz only', 'Locked'] as const;
export type BidType = (typeof BID_TYPES)[number];

/**
 * Why a bid (manual or BidBuddy) was refused; the create-bid acknowledgement and a refused
 * /auction/bidBuddy carry it so the client can say why in the user's language.
 * not-found: no such auction; not-open: Not Started; ended: Ended or Closed, or its clock ran out;
 * leading: the user's own bid leads; no-blitz: not enough (paid) Blitz; beginner-only: the user
 * has won before; locked: past its lock point and the user never bid on it; busy: the user's
 * previous bid is still being processed; sign-in: the connection has not authenticated;
 * buddy-off: staff turned BidBuddy off for this auction; major-limit, weekly-limit, address-limit:
 * a win limit of WIN_LIMITS (the bidder's, or their delivery address's, wins and leads are at it).
 */
export const BID_REFUSALS = [
  'not-found',
  'not-open',
  'ended',
  'leading',
  'no-blitz',
  'beginner-only',
  'locked',
  'busy',
  'sign-in',
  'buddy-off',
  'major-limit',
  'weekly-limit',
  'address-limit',
  // A staff member's own shop account: staff never bid (DESIGN.md, issue 13).
  'staff-account',
] as const;
export type BidRefusal = (typeof BID_REFUSALS)[number];

/**
 * Win limits (issue 14; staff-configurable later). A shopper wins at most `majorWins` major
 * auctions in `majorDays` days, and at most `weeklyPerShopper` auctions in `weekDays` days; the
 * shoppers sharing a delivery address (a saved shipping address) together at most
 * `weeklyPerAddress`. An auction a shopper leads counts as won until it ends, so a bid that would
 * let the wins pass a limit is refused, on both bid paths, and the limit holds for the wins.
 */
export const WIN_LIMITS = {
  majorWins: 1,
  majorDays: 28,
  weeklyPerShopper: 3,
  weeklyPerAddress: 5,
  weekDays: 7,
} as const;
export type WinLimits = { readonly [K in keyof typeof WIN_LIMITS]: number };
/** Most Blitz one BidBuddy may reserve. */
export const MAX_BUDDY_BLITZ = 1000;

// Orders, cart and payment
export const ORDER_STATUSES = [
  'Cart',
  'Awaiting Payment',
  'Paid',
  'Processing',
  'Shipped',
  'Delivered',
  'Return Requested',
  'Returned',
  'Forfeited',
  'Cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Cart type kept in session storage. */
export const CART_TYPES = ['auction', 'bids'] as const;
export type CartType = (typeof CART_TYPES)[number];

/** The payment link refuses a total under this (R5.00): 'Amount too low to process'. */
export const MIN_PAYMENT_CENTS = 500;

/** Default bid packs (staff-editable later); prices in cents. */
export const DEFAULT_BID_PACKS = [
  { bids: 50, priceCents: 9_900 },
  { bids: 100, priceCents: 18_900 },
  { bids: 250, priceCents: 44_900 },
  { bids: 500, priceCents: 84_900 },
] as const;

// Sorting and list pages
export const SORT_VALUES = ['rel', 'new', 'prAsc', 'prDesc', 'rat'] as const;
export type SortValue = (typeof SORT_VALUES)[number];
export const DEFAULT_SORT: SortValue = 'rel';
export const MAX_PAGE_SIZE = 100;
/** The search page asks for this many auctions a page (its route's loader asks for the first when the server renders it). */
export const SEARCH_PAGE_SIZE = 20;
/** The winners page asks for this many recently won auctions a page (its route's loader asks for the first when the server renders it). */
export const WINNERS_PAGE_SIZE = 20;

// Session and tokens
export const SESSION_CHECK_INTERVAL_MS = 3_600_000;
export const REFRESH_THRESHOLD_SECONDS = 9000;
export const CLOCK_TOLERANCE_SECONDS = 5;
export const REFRESH_TOKEN_TTL_SECONDS = 24 * 3600;
export const SETUP_TOKEN_TTL_SECONDS = 24 * 3600;
export const RESET_TOKEN_TTL_SECONDS = 3600;
export const MAGIC_LINK_TTL_SECONDS = 15 * 60;

// Catalogue cache
export const DEPARTMENTS_CACHE_MS = 10 * 60 * 1000;

// Realtime socket
export const SOCKET_PATH = '/socket.io';
export const SOCKET_CHANNEL = 'messages';
export const SOCKET_ACK_TIMEOUT_MS = 30_000;
export const SOCKET_FIRST_CONNECT_ATTEMPTS = 10;
export const SOCKET_FIRST_CONNECT_DELAY_MS = 1000;
export const SOCKET_RECONNECT_LIMIT = 100;
/** Own reconnect backoff: 2^n seconds for attempt n. */
export const SOCKET_RECONNECT_BASE_SECONDS = 2;
/** Ceiling of the 2^n backoff (SPEC.md names none; 2^17 s is more than a day). */
export const SOCKET_RECONNECT_MAX_DELAY_MS = 64_000;
export const LATEST_BID_THROTTLE_MS = 1000;

// Translations
export const TRANSLATION_LOAD_RETRIES = 5;
export const TRANSLATION_RETRY_INITIAL_MS = 350;
export const TRANSLATION_PARALLEL_READS = 10;
export const FALLBACK_LANGUAGE = 'en';
export const LOCALES_PATH = '/locales/{{lng}}/{{ns}}.json';

// Validation
export const PHONE_MIN_LENGTH = 10;
export const PHONE_MAX_LENGTH = 15;
/** Image formats an upload may have (SPEC.md section 5); the server reads the bytes to tell. */
export const IMAGE_UPLOAD_TYPES = ['png', 'jpg', 'jpeg', 'webp', 'svg', 'gif', 'tiff'] as const;
export const IMAGE_SECTIONS = ['winner', 'profile'] as const;
export type ImageSection = (typeof IMAGE_SECTIONS)[number];
/** Profile pictures are kept at most this many pixels wide or high (resized in the browser, re-encoded on the server). */
export const PROFILE_PICTURE_MAX_PX = 512;
export const REPORT_TYPE = 'Issue';

// User interface timings and sizes
export const NEW_BID_POPUP_MS = 6000;
export const REWARD_POPUP_MS = 20_000;
export const TYPING_DOTS_INTERVAL_MS = 500;
export const CHAT_INPUT_MAX_HEIGHT_PX = 150;
export const CHUNK_RELOAD_WINDOW_MS = 60_000;
export const CHUNK_RELOAD_MAX = 3;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const MOBILE_MAX_WIDTH_PX = 768;
/** Large screens are strictly wider than this. */
export const LARGE_MIN_EXCLUSIVE_WIDTH_PX = 1024;

// Assistant
export const ASSISTANT_PENDING_MESSAGES_CAP = 3;
/** The chat window sends at most this many earlier messages of the conversation with a question. */
export const ASSISTANT_HISTORY_MAX = 10;
/** How long the server waits for the language model before it sends the built-in answer instead. */
export const ASSISTANT_MODEL_TIMEOUT_MS = 30_000;
/**
 * How long the chat window waits for an answer: the model's time plus a margin, so that the
 * built-in answer sent in place of a slow model still reaches the window.
 */
export const ASSISTANT_REQUEST_TIMEOUT_MS = ASSISTANT_MODEL_TIMEOUT_MS + 5_000;

// Shipping and returns
export const SHIPPING_DAYS_MIN = 3;
export const SHIPPING_DAYS_MAX = 14;
/** Shipping profiles a user may keep (not in SPEC.md; bounds a table that users fill). */
export const MAX_SHIPPING_PROFILES = 10;
/** Where shoppers write to the support team (the Contact Support page; replies to reports come from the staff console). */
export const SUPPORT_EMAIL = 'support@blitzauctions.co.za';
export const RETURNS_DAYS = 30;
export const RETURN_REQUEST_DAYS = 3;
export const TERMS_DATE = '2025-02-15';

export const PROVINCES = [
  'Eastern Cape',
  'Free State',
  'Gauteng',
  'KwaZulu-Natal',
  'Limpopo',
  'Mpumalanga',
  'North West',
  'Northern Cape',
  'Western Cape',
] as const;
export type Province = (typeof PROVINCES)[number];

// Screens
export const DASHBOARD_PAGES = ['openAuctions', 'history', 'payment', 'winnings', 'shipping', 'rewards', 'favorites', 'profile'] as const;
export type DashboardPage = (typeof DASHBOARD_PAGES)[number];
/** With no page query value the dashboard shows the profile entry. */
export const DEFAULT_DASHBOARD_PAGE: DashboardPage = 'profile';

export const ASSISTANT_PAGE_KEYS = [
  'about',
  'auth',
  'buy_packs',
  'contact_us',
  'dashboard',
  'favorites',
  'guide',
  'history',
  'help/time',
  'home',
  'item',
  'login',
  'openAuctions',
  'payment',
  'profile',
  'reset_password',
  'rewards',
  'search',
  'setup_account',
  'sign_up',
  'shipping',
  'terms-and-conditions',
  'winners',
  'winnings',
] as const;
export type AssistantPageKey = (typeof ASSISTANT_PAGE_KEYS)[number];

// Browser storage
export const STORAGE_KEYS = {
  refreshToken: 'refreshToken',
  nextMajorAuction: 'nextMajorAuction',
  profileImage: 'profileImage',
  /** The language chosen (web lib/i18n.ts), mirrored in LANGUAGE_COOKIE for the server. */
  language: 'i18nextLng',
  /** The light or dark mode chosen (web lib/saved-theme-mode.ts), mirrored in THEME_COOKIE for the server. */
  theme: 'theme',
  departments: 'departments',
  openInNewTab: 'openInNewTab',
  signupEmail: 'signupEmail',
  deviceId: 'device_id',
  chatData: 'chat_data',
  lastCheckIn: 'lastCheckIn',
  referrerToken: 'referrerToken',
  pageData: 'page_data',
  userData: 'user_data',
} as const;
export const SESSION_STORAGE_KEYS = { cartType: 'cartType' } as const;

export const THEMES = ['light', 'dark'] as const;
export type ThemeMode = (typeof THEMES)[number];
export const isThemeMode = (value: string | null | undefined): value is ThemeMode =>
  typeof value === 'string' && (THEMES as readonly string[]).includes(value);
export const DEFAULT_THEME: ThemeMode = 'dark';

// Languages: `iso` is the i18next language and the `lanIso` sent with every call.
export const LANGUAGES = [
  { iso: 'en', code: 'EN', name: 'English', nativeName: 'English' },
  { iso: 'af', code: 'AF', name: 'Afrikaans', nativeName: 'Afrikaans' },
  { iso: 'nr', code: 'NR', name: 'Ndebele', nativeName: 'isiNdebele' },
  { iso: 'ns', code: 'NS', name: 'Pedi', nativeName: 'Sepedi' },
  { iso: 'st', code: 'ST', name: 'Sotho', nativeName: 'Sesotho' },
  { iso: 'sw', code: 'SW', name: 'Swazi', nativeName: 'siSwati' },
  { iso: 'ts', code: 'TS', name: 'Tsonga', nativeName: 'Xitsonga' },
  { iso: 'tn', code: 'TN', name: 'Tswana', nativeName: 'Setswana' },
  { iso: 've', code: 'VE', name: 'Venda', nativeName: 'Tshivenḓa' },
  { iso: 'xh', code: 'XH', name: 'Xhosa', nativeName: 'isiXhosa' },
  { iso: 'zu', code: 'ZU', name: 'Zulu', nativeName: 'isiZulu' },
] as const;
export type Language = (typeof LANGUAGES)[number];
export type LanguageIso = (typeof LANGUAGE_ISOS)[number];
/** The same iso codes as a tuple (for enums); a test keeps it in step with LANGUAGES. */
export const LANGUAGE_ISOS = ['en', 'af', 'nr', 'ns', 'st', 'sw', 'ts', 'tn', 've', 'xh', 'zu'] as const;

/**
 * Where the public fair-play answers are served, as GETs (fair-play.ts): here, with no schema, so
 * that a page fetching them loads no zod (its checks run in the checks' worker).
 */
export const FAIR_PLAY_API_PREFIX = '/api/fair-play';
