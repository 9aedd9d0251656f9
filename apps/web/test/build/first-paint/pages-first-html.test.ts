// @vitest-environment node
// The first HTML that the build prerenders for the search, Blitz packs and winners pages (issue 15),
// which the server puts in place of the home page's part on those pages (filling the search's and
// the winners' with their first answer); the home page's own: home-first-paint.test.ts.
import { describe, expect, it } from 'vitest';
import {
  CSP_NONCE_PLACEHOLDER,
  FIRST_HTML_PICTURE_TIMING,
  SEARCH_TEXT_SLOT,
  SHELL_WAITS_ATTRIBUTE,
  cardPictureSetSlot,
  cardPictureSlot,
  winnerPhotoSetSlot,
  winnerPhotoSlot,
} from '@blitz/contract';
import english from '../../../public/locales/en/translation.json';
import { expectListingStyles } from './listing-styles';
import { productionBuildOfThisFile } from './production-build';

const build = productionBuildOfThisFile();

describe("the search page's first HTML", () => {
  /** The loading cards' picture slots, in the order the page shows them. */
  const pictures = () => build().searchHtml.match(/<img\b[^>]*>/g) ?? [];

  it('quotes the search text in its heading, once for phones and once for wider screens', () => {
    const { searchHtml } = build();
    const heading = english.search.resultsFor.replace('{{query}}', SEARCH_TEXT_SLOT);
    expect(searchHtml.split(heading)).toHaveLength(3);
    expect(searchHtml.split(`${SHELL_WAITS_ATTRIBUTE}=""`)).toHaveLength(3);
    expect(searchHtml).not.toContain(english.banner.title);
  });

  it("gives each loading card a picture slot with the card's srcset and sizes, the first row loaded at once and the first picture first", () => {
    const { searchHtml } = build();
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

  it("carries the styles of the page's grid (a CSS Module's, in the page's head) and passes the page policy", () => {
    const { searchHtml, indexHtml } = build();
    const grid = /<div role="status" [^>]*class="([\w-]+)"/.exec(searchHtml)?.[1];
    expect(grid).toBeDefined();
    // The rules of the CSS Modules the first HTML draws come in the page's head (first-paint-plugin.ts).
    const head = indexHtml.slice(0, indexHtml.indexOf('</head>'));
    expect(head).toMatch(new RegExp(`<style nonce="${CSP_NONCE_PLACEHOLDER}">[^<]*\\.${grid}\\s*\\{\\s*display:\\s*grid;`));
    expectListingStyles(searchHtml);
    expect(searchHtml).not.toMatch(/ style="/);
    expect(searchHtml).not.toContain('data-testid=');
    for (const tag of searchHtml.match(/<style\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${CSP_NONCE_PLACEHOLDER}"`);
  });
});

describe("the Blitz packs page's first HTML", () => {
  it('holds its heading and introduction, and passes the page policy', () => {
    const { packsHtml } = build();
    expect(packsHtml).toMatch(new RegExp(`<h1 [^>]*>${english.pages.buyPacks}</h1>`));
    expect(packsHtml).toContain(english.info.buyPacksIntro);
    expect(packsHtml).not.toContain(english.banner.title);
    expect(packsHtml).not.toMatch(/ style="/);
    expect(packsHtml).not.toContain('data-testid=');
    // Its styles are CSS Modules' rules, in the page's head; any style tag of its own carries the nonce.
    for (const tag of packsHtml.match(/<style\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${CSP_NONCE_PLACEHOLDER}"`);
  });
});

describe("the winners page's first HTML", () => {
  it('is laid out as its answer: the photos (in one of its two files), then the recently won cards, each with its slot', () => {
    const { winnersHtml, winnersNoPhotosHtml } = build();
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
      expectListingStyles(html);
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
