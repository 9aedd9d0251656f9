// @vitest-environment node
// The home page's first paint on a production build (issue 15). Its JavaScript: the scripts a phone
// must download before the home page's app runs, as the server sends them (brotli, highest quality):
// the entry's static imports and the home page chunk's, to the end; what a dynamic import loads
// later (other pages, Socket.IO, dialogs, the dashboard, the chat, the translations) does not
// count. Its HTML: the prerendered first HTML (src/prerender), which paints the header and the
// banner before any script runs; the search and winners pages' too.
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CSP_NONCE_PLACEHOLDER,
  FIRST_HTML_PICTURE_TIMING,
  HOME_SHELL_END,
  HOME_SHELL_START,
  SEARCH_TEXT_SLOT,
  SHELL_WAITS_ATTRIBUTE,
  cardPictureSetSlot,
  cardPictureSlot,
  winnerPhotoSetSlot,
  winnerPhotoSlot,
  withoutHomeShell,
} from '@blitz/contract';
import english from '../../public/locales/en/translation.json';
import { COMPILE_HINT } from '../../src/build/compile-hints';
import { productionBuild, type ProductionBuild } from './production-build';

/**
 * A first HTML part that carries the styles of a listing's cards (their class names made once per
 * theme, named), of "Load more" (sx minWidth 240) and, where asked, of a department's button, and
 * none of the samples' markup (src/prerender/style-samples.tsx).
 */
function expectListingStyles(part: string, departments: boolean): void {
  const names = [...part.matchAll(/<style data-emotion="css ([^"]+)"/g)].flatMap((match) => match[1]!.split(' '));
  for (const piece of ['card-card', 'badge-chip', 'countdown-card', 'bidder-avatar-root']) {
    const name = names.find((each) => each.endsWith(`-${piece}-dark`));
    expect(name, piece).toBeDefined();
    expect(part).toMatch(new RegExp(`\\.css-${name}\\{`));
  }
  expect(part).toContain('min-width:240px');
  expect(/white-space:nowrap;[^}]*flex-shrink:0;font-weight:600;/.test(part), "a department's button").toBe(departments);
  for (const markup of ['blitz-style-samples', 'data-product-id=', '/sample.webp', '<footer']) expect(part).not.toContain(markup);
}

/** The goal of issue 15: at most 120 kB of compressed JavaScript for the home page's app. */
const GOAL_KB = 120;
/**
 * What the build may not exceed today. It only ever comes down, towards GOAL_KB; a change that makes
 * the app heavier fails here instead of slipping in. (162 kB until the theme's provider came from
 * MUI's system package; 173 kB until the shop's translator took i18next's place; 174 kB until the
 * shop's translation hook took react-i18next's; 196 kB in 68 files until the app's code was one
 * chunk; 210 kB until the declarative router took the data router's place; 227 kB until the app
 * loaded after the first paint (about 25 more files); 239 kB before tooltips, dialogs, popups, menus
 * and the footer split.)
 */
const BUDGET_KB = 160;
/** What the page's entry (boot.ts), the only script requested before the first paint, may weigh. */
const ENTRY_BUDGET_KB = 5;

/** The home page's app in so many files at most: the entry, the app's module, its chunk, the bundler's runtime and a spare. */
const FILES_BUDGET = 5;

let build: ProductionBuild | undefined;
let outDir = '';
let scripts: ProductionBuild['scripts'] = [];
let entryKb = 0;
let entryCode = '';
let appFile = '';
let appChunkFile = '';
let homeChunkFile: string | undefined;
let indexHtml = '';
let searchHtml = '';
let packsHtml = '';
let winnersHtml = '';
let winnersNoPhotosHtml = '';

beforeAll(async () => {
  build = await productionBuild();
  ({
    outDir,
    scripts,
    entryKb,
    entryCode,
    appFile,
    appChunkFile,
    homeChunkFile,
    indexHtml,
    searchHtml,
    packsHtml,
    winnersHtml,
    winnersNoPhotosHtml,
  } = build);
}, 180_000);

afterAll(async () => {
  await build?.remove();
});

describe("the home page's JavaScript", () => {
  it(`requests at most ${ENTRY_BUDGET_KB} kB before the first paint: the page's entry, which loads the app after it`, () => {
    expect(entryKb).toBeGreaterThan(0);
    expect(entryKb).toBeLessThanOrEqual(ENTRY_BUDGET_KB);
  });

  it(`stays within its budget of ${BUDGET_KB} kB compressed (goal ${GOAL_KB} kB)`, () => {
    const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
    const largest = [...scripts]
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 5)
      .map((script) => `${script.file} ${(script.bytes / 1024).toFixed(1)} kB`);
    console.info(
      `home page JavaScript: ${(total / 1024).toFixed(1)} kB in ${scripts.length} files (entry ${entryKb.toFixed(1)} kB); largest: ${largest.join(', ')}`,
    );
    expect(scripts.length).toBeGreaterThan(0);
    expect(total / 1024, `home page JavaScript (largest: ${largest.join(', ')})`).toBeLessThanOrEqual(BUDGET_KB);
  });

  it(`comes in at most ${FILES_BUDGET} files: the app's code is one chunk, which the entry preloads with the app's module`, () => {
    expect(scripts.length).toBeLessThanOrEqual(FILES_BUDGET);
    expect(appChunkFile).not.toBe('');
    const biggest = [...scripts].sort((x, y) => y.bytes - x.bytes)[0]!;
    expect(biggest.file).toBe(appChunkFile);
    // The home page's modules are in the app's chunk (its manifest entry, if any, names that file).
    expect(homeChunkFile ?? appChunkFile).toBe(appChunkFile);
    // Each compiled whole as it streams in: V8 reads the hint on a script's first line only.
    for (const script of scripts) expect(script.code.startsWith(COMPILE_HINT), script.file).toBe(true);
    // The entry names both files, so that the app's chunk is not found only once src/main.tsx's has come.
    expect(entryCode).toContain(appFile.replace(/^assets\//, ''));
    expect(entryCode).toContain(appChunkFile.replace(/^assets\//, ''));
  });

  it('leaves Socket.IO, zod and the schemas, the dashboard, the chat and the translations out', () => {
    const names = scripts.map((script) => script.file).join(' ');
    expect(names).not.toMatch(/dashboard-page|assistant-host|chat-window/);
    // Engine.IO's handshake parameter: present in the build, but only in a chunk loaded later.
    expect(scripts.filter((script) => script.code.includes('EIO')).map((script) => script.file)).toEqual([]);
    // zod names each schema class; the API client and the socket load the schemas after the paint.
    expect(scripts.filter((script) => script.code.includes('ZodObject')).map((script) => script.file)).toEqual([]);
  });
});

describe("the home page's first HTML", () => {
  const body = () => indexHtml.slice(indexHtml.indexOf('<body>'));

  it("holds the header and, between the home page's markers, the banner's heading, before the app's root", () => {
    const shell = body().indexOf('<div id="first-paint" inert aria-hidden="true">');
    const home = indexHtml.indexOf(HOME_SHELL_START);
    const heading = indexHtml.indexOf(english.banner.title);
    expect(shell).toBeGreaterThan(0);
    expect(body()).toMatch(/<header [^>]*data-variant="mobile"/);
    // Test ids and roles find the app only (the shell carries none, and is hidden from roles).
    expect(body()).not.toContain('data-testid=');
    expect(home).toBeGreaterThan(0);
    expect(heading).toBeGreaterThan(home);
    expect(heading).toBeLessThan(indexHtml.indexOf(HOME_SHELL_END));
    expect(indexHtml.indexOf('<div id="root"></div>')).toBeGreaterThan(indexHtml.indexOf(HOME_SHELL_END));
    // Other pages get the header only.
    expect(withoutHomeShell(indexHtml)).not.toContain(english.banner.title);
    expect(withoutHomeShell(indexHtml)).toMatch(/<header [^>]*data-variant="desktop"/);
  });

  it('preloads the Inter font file the build ships, and loads its scripts as modules', async () => {
    const preload =
      /<link rel="preload" as="font" type="font\/woff2" href="\/(assets\/inter-latin-wght-normal-[\w-]+\.woff2)" crossorigin/.exec(
        indexHtml,
      );
    expect(preload).not.toBeNull();
    await expect(readFile(join(outDir, preload![1]!))).resolves.toBeTruthy();
    const scriptTags = indexHtml.match(/<script\b[^>]*>/g) ?? [];
    expect(scriptTags.length).toBeGreaterThan(0);
    for (const tag of scriptTags) expect(tag).toContain('type="module"');
  });

  it("holds the font's @font-face rules in the page's head, with the policy's nonce, and links no stylesheet to wait for", async () => {
    const head = indexHtml.slice(0, indexHtml.indexOf('</head>'));
    const rules = new RegExp(`<style nonce="${CSP_NONCE_PLACEHOLDER}">(@font-face\\{[^<]+)</style>`).exec(head)?.[1];
    expect(rules).toBeDefined();
    const files = [...rules!.matchAll(/url\(\/(assets\/inter-[\w-]+\.woff2)\)/g)].map((match) => match[1]!);
    expect(files.some((file) => /inter-latin-wght-normal-/.test(file))).toBe(true);
    for (const file of files) await expect(readFile(join(outDir, file))).resolves.toBeTruthy();
    expect(indexHtml).not.toMatch(/<link [^>]*rel="stylesheet"/);
    // Nor does a script fetch it later: the build has no stylesheet, and no chunk names one.
    const assets = await readdir(join(outDir, 'assets'));
    expect(assets.filter((file) => file.endsWith('.css'))).toEqual([]);
    for (const file of assets.filter((name) => name.endsWith('.js')))
      expect(await readFile(join(outDir, 'assets', file), 'utf8'), file).not.toMatch(/assets\/[\w-]+\.css/);
  });

  it("marks none of the header's links as the current page (the same header serves every page)", () => {
    expect(body()).toContain('href="/winners"');
    expect(body()).not.toContain('aria-current=');
  });

  it("holds emotion's styles in one element for the frame and one in the home page's part, which goes with it", () => {
    const emotion = (html: string) => html.match(/<style data-emotion="css [^"]+"/g) ?? [];
    expect(emotion(indexHtml)).toHaveLength(2);
    expect(emotion(withoutHomeShell(indexHtml))).toHaveLength(1);
  });

  it("carries the styles of what shows next (the footer's in the frame, the listing's in the home page's part), without the samples' markup", () => {
    const frame = withoutHomeShell(indexHtml);
    // The footer's text column (sx maxWidth 380), only in the footer.
    expect(frame).toContain('max-width:380px');
    expect(frame).not.toContain('<footer');
    expectListingStyles(indexHtml.slice(indexHtml.indexOf(HOME_SHELL_START), indexHtml.indexOf(HOME_SHELL_END)), true);
    expect(frame).not.toContain('-card-card-dark{');
  });

  it('passes the page policy: no style attributes, a nonce on every style tag', () => {
    expect(body()).not.toMatch(/ style="/);
    const styleTags = indexHtml.match(/<style\b[^>]*>/g) ?? [];
    expect(styleTags.length).toBeGreaterThan(1);
    for (const tag of styleTags) expect(tag).toContain(`nonce="${CSP_NONCE_PLACEHOLDER}"`);
  });
});

describe("the search page's first HTML", () => {
  /** The loading cards' picture slots, in the order the page shows them. */
  const pictures = () => searchHtml.match(/<img\b[^>]*>/g) ?? [];

  it('quotes the search text in its heading, once for phones and once for wider screens', () => {
    const heading = english.search.resultsFor.replace('{{query}}', SEARCH_TEXT_SLOT);
    expect(searchHtml.split(heading)).toHaveLength(3);
    expect(searchHtml.split(`${SHELL_WAITS_ATTRIBUTE}=""`)).toHaveLength(3);
    expect(searchHtml).not.toContain(english.banner.title);
  });

  it("gives each loading card a picture slot with the card's srcset and sizes, the first row loaded at once and the first picture first", () => {
    const slots = pictures();
    expect(slots.length).toBeGreaterThanOrEqual(8);
    const perVariant = slots.length / 2;
    slots.forEach((tag, position) => {
      const index = position % perVariant;
      expect(tag).toContain(`src="${cardPictureSlot(index)}"`);
      expect(tag).toContain(`srcSet="${cardPictureSetSlot(index)}"`);
      expect(tag).toMatch(/ sizes="\(max-width: 599\.98px\) calc\(\(100vw - 48px\) \/ 2\)[^"]*"/);
      expect(tag).toContain(index < 2 ? 'loading="eager"' : 'loading="lazy"');
      expect(tag.includes('fetchPriority="high"')).toBe(index === 0);
      // The page's entry waits for each shown picture's own report of its paint (src/boot.ts).
      expect(tag).toContain(`elementtiming="${FIRST_HTML_PICTURE_TIMING}"`);
    });
    // The server names the first picture in the page's head; none of React's own preloads with slots in them.
    expect(searchHtml).not.toMatch(/<link\b/);
  });

  it("carries the styles of the page's grid (class names made once per theme) and passes the page policy", () => {
    const grid = /<div role="status" [^>]*class="(css-[\w-]*product-grid-grid-dark)"/.exec(searchHtml)?.[1];
    expect(grid).toBeDefined();
    // As emotion writes its styles, named, so that the app's style cache knows them and the server moves them to the head.
    const element = new RegExp(`<style data-emotion="css ([^"]+)" nonce="${CSP_NONCE_PLACEHOLDER}">[^<]*\\.${grid}\\{display:grid;`).exec(
      searchHtml,
    );
    expect(element?.[1]?.split(' ')).toContain(grid!.replace(/^css-/, ''));
    expectListingStyles(searchHtml, true);
    expect(searchHtml).not.toMatch(/ style="/);
    expect(searchHtml).not.toContain('data-testid=');
    for (const tag of searchHtml.match(/<style\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${CSP_NONCE_PLACEHOLDER}"`);
  });
});

describe("the Blitz packs page's first HTML", () => {
  it('holds its heading and introduction, and passes the page policy', () => {
    expect(packsHtml).toMatch(new RegExp(`<h1 [^>]*>${english.pages.buyPacks}</h1>`));
    expect(packsHtml).toContain(english.info.buyPacksIntro);
    expect(packsHtml).not.toContain(english.banner.title);
    expect(packsHtml).not.toMatch(/ style="/);
    expect(packsHtml).not.toContain('data-testid=');
    const styleTags = packsHtml.match(/<style\b[^>]*>/g) ?? [];
    expect(styleTags.length).toBeGreaterThan(0);
    for (const tag of styleTags) expect(tag).toContain(`nonce="${CSP_NONCE_PLACEHOLDER}"`);
  });
});

describe("the winners page's first HTML", () => {
  it('is laid out as its answer: the photos (in one of its two files), then the recently won cards, each with its slot', () => {
    for (const html of [winnersHtml, winnersNoPhotosHtml]) {
      expect(html).toMatch(new RegExp(`<h1 [^>]*>${english.pages.winners}</h1>`));
      expect(html).toContain(`${SHELL_WAITS_ATTRIBUTE}=""`);
      expect(html).toMatch(new RegExp(`<h2 [^>]*>${english.winners.recentTitle}</h2>`));
      const cards = html.match(/<img\b[^>]*blitz-picture-slot-[^>]*>/g) ?? [];
      expect(cards.length).toBeGreaterThanOrEqual(5);
      cards.forEach((tag, index) => {
        expect(tag).toContain(`src="${cardPictureSlot(index)}"`);
        expect(tag).toContain(`srcSet="${cardPictureSetSlot(index)}"`);
        expect(tag).toContain(`elementtiming="${FIRST_HTML_PICTURE_TIMING}"`);
      });
      expect(html).not.toMatch(/ style="/);
      expect(html).not.toContain('data-testid=');
      for (const tag of html.match(/<style\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${CSP_NONCE_PLACEHOLDER}"`);
      expectListingStyles(html, false);
    }
    // The photos come before the cards' heading, each in an item of its own; none in the other file.
    expect(winnersHtml.indexOf(english.winners.photosTitle)).toBeGreaterThan(0);
    expect(winnersHtml.indexOf(english.winners.photosTitle)).toBeLessThan(winnersHtml.indexOf(english.winners.recentTitle));
    expect(winnersHtml.match(/<li\b(?:(?!<\/li>).)*blitz-photo-slot-\d+"(?:(?!<\/li>).)*<\/li>/gs)).toHaveLength(8);
    // Each photo with a srcset slot (its thumbnail and itself) and the tile's sizes, as the app's tile.
    const photos = winnersHtml.match(/<img\b[^>]*blitz-photo-slot-[^>]*>/g) ?? [];
    expect(photos).toHaveLength(8);
    const tile = (index: number) =>
      `src="${winnerPhotoSlot(index)}" srcSet="${winnerPhotoSetSlot(index)}" sizes="(min-width: 900px) 200px, 150px"`;
    photos.forEach((tag, index) => {
      expect(tag).toContain(tile(index));
      expect(tag).toContain(`elementtiming="${FIRST_HTML_PICTURE_TIMING}"`);
    });
    expect(winnersNoPhotosHtml).not.toContain(english.winners.photosTitle);
    expect(winnersNoPhotosHtml).not.toContain('blitz-photo-slot');
  });
});
