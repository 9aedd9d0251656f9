// What some pages' first HTML shows beyond the header (src/http/page-first-html.ts): an auction's
// picture, a search's and the winners' first pictures, the packs page's heading (issue 15).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productImages } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import {
  BUY_PACKS_SHELL_FILE,
  CSP_NONCE_PLACEHOLDER,
  FIRST_HTML_PICTURE_TIMING,
  HOME_SHELL_END,
  HOME_SHELL_START,
  SEARCH_SHELL_FILE,
  SEARCH_TEXT_SLOT,
  SHELL_WAITS_ATTRIBUTE,
  imageSrcSet,
  cardPictureSetSlot,
  cardPictureSlot,
  withFirstHtmlStylesInHead,
  withPagePart,
  withoutHomeShell,
  type SearchResult,
} from '@blitz/contract';

/** A built index.html with a head and a first HTML (with its styles) whose home-page part sits between its markers. */
const BUILT =
  '<!doctype html><html><head><title>Blitz</title></head><body><div id="first-paint">' +
  '<style data-emotion="css f1">.css-f1{display:flex}</style><header class="css-f1">Blitz</header>' +
  `<main>${HOME_SHELL_START}<h1>Banner</h1>${HOME_SHELL_END}</main></div><div id="root"></div></body></html>`;
/** A page as the server sends it: the first HTML's styles in the head, after the rest of it. */
const served = withFirstHtmlStylesInHead;
/** What a page without a first HTML of its own gets: the header alone. */
const WITHOUT_HOME = withoutHomeShell(BUILT);

describe("an auction's page", () => {
  let dist: string;
  let t: TestApp;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'blitz-web-head-'));
    await writeFile(join(dist, 'index.html'), BUILT);
    t = await buildTestApp({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('preloads its first picture and shows it in the first HTML in place of the home part, and only there', async () => {
    // The demo catalogue's first auction with pictures, and the one its page shows first.
    const [first] = await t.app.db
      .select({ productId: productImages.productId, full: productImages.full })
      .from(productImages)
      .orderBy(asc(productImages.productId), asc(productImages.position))
      .limit(1);
    expect(first).toBeDefined();
    const page = await t.app.inject({ method: 'GET', url: `/item/${first!.productId}` });
    expect(page.statusCode).toBe(200);
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    const body = page.body.slice(page.body.indexOf('</head>'));
    expect(head).toContain(`<link rel="preload" as="image" href="${first!.full}" fetchpriority="high">`);
    // The picture's place in a style the page's Content-Security-Policy allows (this answer's nonce).
    const nonce = /<style nonce="([^"]+)">\.blitz-item-shell\{/.exec(head)?.[1];
    expect(nonce).toBeDefined();
    expect(nonce).not.toBe(CSP_NONCE_PLACEHOLDER);
    expect(String(page.headers['content-security-policy'])).toContain(`'nonce-${nonce}'`);
    expect(body).toContain(
      `<main><div class="blitz-item-shell" ${SHELL_WAITS_ATTRIBUTE}><div class="blitz-item-shell-frame"><img src="${first!.full}" alt="" fetchpriority="high" elementtiming="${FIRST_HTML_PICTURE_TIMING}"></div></div></main>`,
    );
    expect(body).not.toContain('Banner');
    expect(page.body.split(first!.full).length - 1).toBe(2);
    // An auction that does not exist, another page, and an id that is not one: the page without the home part.
    for (const url of ['/item/999999999', '/winners', '/item/12abc', `/item/${first!.productId}/more`]) {
      const other = await t.app.inject({ method: 'GET', url });
      expect(other.statusCode).toBe(200);
      expect(other.body).toBe(served(WITHOUT_HOME));
    }
    // The home page keeps its own part.
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.body).toBe(served(BUILT));
  });
});

describe("a search's page", () => {
  /** Eight loading cards, each with its picture slot, once for phones and once for wider screens, as the build writes them. */
  const SLOTS = 8;
  const slot = (index: number) =>
    `<img class="pic" src="${cardPictureSlot(index)}" srcSet="${cardPictureSetSlot(index)}" sizes="50vw" alt="" elementtiming="${FIRST_HTML_PICTURE_TIMING}"/>`;
  const variant = `<h1>Results for “${SEARCH_TEXT_SLOT}”</h1><ul>${Array.from({ length: SLOTS }, (_, index) => `<li>${slot(index)}</li>`).join('')}</ul>`;
  const SHELL = `<div ${SHELL_WAITS_ATTRIBUTE}>${variant}</div><div ${SHELL_WAITS_ATTRIBUTE}>${variant}</div>`;
  let dist: string;
  let t: TestApp;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'blitz-web-search-'));
    await writeFile(join(dist, 'index.html'), BUILT);
    await writeFile(join(dist, SEARCH_SHELL_FILE), SHELL);
    t = await buildTestApp({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dist, { recursive: true, force: true });
  });

  /** The first page of answers the app asks for, in English (which the page's first HTML shares a cache with). */
  async function answer(searchText: string): Promise<SearchResult> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/search/auction',
      payload: { searchText, pageNumber: 1, pageSize: 20, lanIso: 'en' },
    });
    expect(response.statusCode).toBe(200);
    return response.json<SearchResult>();
  }

  /** The shell as the page should show it for `found`: the search quoted, each slot with its auction's picture or taken out. */
  function filled(heading: string, found: SearchResult['products']['found']): string {
    const pictures = Array.from({ length: SLOTS }, (_, index) => {
      const image = found[index]?.mainImage;
      if (!image) return '<li></li>';
      const set = imageSrcSet(image);
      // Without a thumbnail, neither a srcset nor its sizes, as the card's image leaves both out.
      return `<li><img class="pic" src="${image.full}"${set ? ` srcSet="${set}" sizes="50vw"` : ''} alt="" elementtiming="${FIRST_HTML_PICTURE_TIMING}"/></li>`;
    }).join('');
    const shown = `<h1>Results for “${heading}”</h1><ul>${pictures}</ul>`;
    return `<div ${SHELL_WAITS_ATTRIBUTE}>${shown}</div><div ${SHELL_WAITS_ATTRIBUTE}>${shown}</div>`;
  }

  it("shows the prerendered search page quoting the search, with the first answer's pictures, the first one preloaded", async () => {
    // Fewer answers than slots (the slots beyond them taken out), and more (the slots all filled).
    expect((await answer('phone')).products.found.length).toBeLessThan(SLOTS);
    expect((await answer('wireless')).products.found.length).toBeGreaterThan(SLOTS);
    for (const search of ['phone', 'wireless']) {
      const found = (await answer(search)).products.found;
      const page = await t.app.inject({ method: 'GET', url: `/search?s=${search}` });
      expect(page.statusCode).toBe(200);
      const first = found[0]!.mainImage!;
      const preload = `<link rel="preload" as="image" href="${first.full}" imagesrcset="${imageSrcSet(first)}" imagesizes="50vw" fetchpriority="high">`;
      expect(page.body).toBe(served(withPagePart(BUILT, filled(search, found)).replace('</head>', `${preload}</head>`)));
      // The picture's preload first in the head, before the first HTML's styles.
      expect(page.body.indexOf(preload)).toBeLessThan(page.body.indexOf('<style data-first-styles="f1">'));
      expect(page.body).not.toContain('blitz-picture');
    }
  });

  it('quotes the search as text, never as markup or as a replacement pattern', async () => {
    for (const [search, heading] of [
      ['wireless <i>&"', 'wireless &lt;i&gt;&amp;&quot;'],
      ["wireless $`$&$$$'", 'wireless $`$&amp;$$$&#39;'],
    ] as const) {
      expect((await answer(search)).products.found.length).toBeGreaterThan(0);
      const page = await t.app.inject({ method: 'GET', url: `/search?s=${encodeURIComponent(search)}` });
      expect(page.body).toContain(`<h1>Results for “${heading}”</h1>`);
      expect(page.body.split('Results for “')).toHaveLength(3);
      expect(page.body).not.toContain('<i>');
      expect(page.body).not.toContain(SEARCH_TEXT_SLOT);
    }
    // Everything after the path's first question mark is the query, as the browser reads it.
    expect((await answer('a?wireless')).products.found.length).toBeGreaterThan(0);
    const page = await t.app.inject({ method: 'GET', url: '/search?s=a?wireless' });
    expect(page.body).toContain('<h1>Results for “a?wireless”</h1>');
  });

  it("goes with the header alone without a search text, without a picture, beyond the call's limits, and without the prerendered part", async () => {
    expect((await answer('zzqqxxnothing')).products.found).toEqual([]);
    const tooMany = Array.from({ length: 101 }, (_, index) => index + 1).join(',');
    for (const url of [
      '/search',
      '/search?dep=1',
      '/search?s=%20%20',
      '/search?s=zzqqxxnothing',
      '/searching?s=wireless',
      `/search?s=${'wireless'.padEnd(201, 'x')}`,
      `/search?s=wireless&cat=${tooMany}`,
    ]) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toBe(served(WITHOUT_HOME));
    }
    // The part itself is never served on its own: its address is a page like any other.
    const raw = await t.app.inject({ method: 'GET', url: `/${SEARCH_SHELL_FILE}` });
    expect(raw.statusCode).toBe(200);
    expect(raw.body).toBe(served(WITHOUT_HOME));
    await rm(join(dist, SEARCH_SHELL_FILE));
    try {
      const page = await t.app.inject({ method: 'GET', url: '/search?s=wireless' });
      expect(page.body).toBe(served(WITHOUT_HOME));
    } finally {
      await writeFile(join(dist, SEARCH_SHELL_FILE), SHELL);
    }
  });
});

describe('the Blitz packs page', () => {
  const PART = '<h1>Buy Blitz</h1><p>Choose a pack of Blitz to start bidding.</p>';
  let dist: string;
  let t: TestApp;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'blitz-web-packs-'));
    await writeFile(join(dist, 'index.html'), BUILT);
    t = await buildTestApp({ seed: false, env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('shows its prerendered part in place of the home part when the build has one, and the header alone otherwise', async () => {
    const without = await t.app.inject({ method: 'GET', url: '/buy-packs' });
    expect(without.body).toBe(served(withoutHomeShell(BUILT)));
    await writeFile(join(dist, BUY_PACKS_SHELL_FILE), PART);
    for (const url of ['/buy-packs', '/buy-packs?from=header']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(served(withPagePart(BUILT, PART)));
    }
    expect((await t.app.inject({ method: 'GET', url: '/buy-packs/more' })).body).toBe(served(withoutHomeShell(BUILT)));
  });
});
