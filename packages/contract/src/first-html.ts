/**
 * The shop's built index.html carries a prerendered first HTML (issue 15) whose home-page part
 * (banner and card placeholders) sits between these comments; the server leaves that part out
 * of every other page it answers with index.html.
 */
export const HOME_SHELL_START = '<!--home-shell-->';
export const HOME_SHELL_END = '<!--/home-shell-->';

/**
 * On an element of the first HTML: the app keeps the first HTML on screen until the page itself
 * says it is ready (an auction's page, whose picture the first HTML already shows, waits for the
 * auction), instead of taking over as soon as the page has rendered its loading state.
 */
export const SHELL_WAITS_ATTRIBUTE = 'data-shell-waits';

/**
 * The `elementtiming` name of the first HTML's pictures that the app waits for: the browser then
 * reports each one's paint (an `element` performance entry), so the page's entry knows when all of
 * them are on screen without guessing which one the browser counts as the largest paint.
 */
export const FIRST_HTML_PICTURE_TIMING = 'first-html-picture';

/** `html` with `part` in place of its home-page part (unchanged when it has none). */
export function withPagePart(html: string, part: string): string {
  const start = html.indexOf(HOME_SHELL_START);
  const end = html.indexOf(HOME_SHELL_END);
  if (start < 0 || end < start) return html;
  return html.slice(0, start) + part + html.slice(end + HOME_SHELL_END.length);
}

/** `html` without its home-page part (unchanged when it has none). */
export function withoutHomeShell(html: string): string {
  return withPagePart(html, '');
}

/**
 * On a style element of a page's head: the names of the emotion styles of the first HTML it holds,
 * which the app's style cache takes as written (apps/web/src/lib/style-cache.tsx).
 */
export const FIRST_HTML_STYLES_ATTRIBUTE = 'data-first-styles';

/**
 * The key of the shop's light or dark mode in the browser's storage (STORAGE_KEYS.theme), which the
 * page's entry reads to request that mode's stylesheet as it starts the app (apps/web/src/boot.ts).
 */
export const THEME_STORAGE_KEY = 'theme';

/** An emotion style element of the first HTML as the build writes it (key `css`; not the global ones, `css-global`). */
const EMOTION_STYLE = /<style data-emotion="css ([^"]+)"((?: nonce="[^"]*")?)>([\s\S]*?)<\/style>/g;

/**
 * `page` with its first HTML's emotion styles moved from its body to the end of its head, in their
 * order, each named by FIRST_HTML_STYLES_ATTRIBUTE instead of `data-emotion` (issue 15). Left as
 * the build writes them, inside the first HTML that goes when the app takes over, emotion moved
 * them into the head as its module loaded, and the browser parsed their 60 to 90 kB of CSS again
 * in the app's first task; the app now leaves them in place and takes their names over.
 */
export function withFirstHtmlStylesInHead(page: string): string {
  const headEnd = page.indexOf('</head>');
  if (headEnd < 0) return page;
  const moved: string[] = [];
  const body = page.slice(headEnd).replace(EMOTION_STYLE, (_match, names: string, nonce: string, css: string) => {
    moved.push(`<style ${FIRST_HTML_STYLES_ATTRIBUTE}="${names}"${nonce}>${css}</style>`);
    return '';
  });
  return moved.length === 0 ? page : page.slice(0, headEnd) + moved.join('') + body;
}

/**
 * The search page's prerendered first HTML, a file of its own beside index.html: the page in its
 * loading state, whose first cards the server gives the pictures of its first answer.
 */
export const SEARCH_SHELL_FILE = 'search-shell.html';
/** The Blitz packs page's prerendered first HTML (its heading and introduction), beside index.html. */
export const BUY_PACKS_SHELL_FILE = 'buy-packs-shell.html';
/** In the search page's first HTML: the search text, as the page's heading quotes it. */
export const SEARCH_TEXT_SLOT = 'blitzsearchtextslot';
/** In a listing's first HTML (search, winners): the `src` and `srcset` of the picture of the card at `index`. */
export const cardPictureSlot = (index: number) => `blitz-picture-slot-${index}`;
export const cardPictureSetSlot = (index: number) => `blitz-picture-set-slot-${index}`;

/**
 * The winners page's prerendered first HTML, beside index.html: the page laid out as its answer
 * (winners' photos, then the recently won auctions' cards, loading), whose photo and card picture
 * slots the server fills with its first answer; and the same without the photos, for an answer
 * without any.
 */
export const WINNERS_SHELL_FILE = 'winners-shell.html';
export const WINNERS_SHELL_NO_PHOTOS_FILE = 'winners-shell-no-photos.html';
/** In the winners page's first HTML: the `src` of the winner's photo at `index`. */
export const winnerPhotoSlot = (index: number) => `blitz-photo-slot-${index}`;
/**
 * In the winners page's first HTML: the `srcset` of the winner's photo at `index` (its thumbnail and
 * itself, winnerPhotoSrcSet), which the server takes out with the picture's `sizes` for a photo
 * without a thumbnail, as the app's tile does.
 */
export const winnerPhotoSetSlot = (index: number) => `blitz-photo-set-slot-${index}`;

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

/** The reasons a TEST_SHOP_META element names (its `content`), in their order, unknown words left out. */
export function parseTestShopReasons(content: string | null | undefined): TestShopReason[] {
  const words = new Set((content ?? '').split(/\s+/));
  return TEST_SHOP_REASONS.filter((reason) => words.has(reason));
}
