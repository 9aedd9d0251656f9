/**
 * What some pages' first HTML shows beyond the header (static-files.ts sends it).
 * An auction's page names its first picture in the head (a high-priority preload), so that the
 * browser fetches the page's largest paint while the app's scripts load, not after them, and shows
 * it in the first HTML where the page will show it: the page's largest paint comes before any
 * script has run, and the app keeps that first HTML until the auction has loaded. A search's page
 * is alike: the build prerenders the page in its loading state with a picture slot over each
 * loading card (SEARCH_SHELL_FILE), and the server answers /search?s=... with that part, its
 * heading quoting the search and its slots showing the pictures of the search's first answer (the
 * one the app asks for), the first one preloaded; without an answer within LISTING_WAIT_MS, or
 * with no picture in it, the page goes with the header alone as before. The Blitz packs page
 * gets its prerendered loading state (BUY_PACKS_SHELL_FILE), whose introduction is its largest paint.
 * The winners page gets its part laid out as its answer (WINNERS_SHELL_FILE, or the variant without
 * photos), the photos (with their thumbnails in their srcsets) and the cards' pictures of its first
 * answer in their slots.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  BUY_PACKS_SHELL_FILE,
  CSP_NONCE_PLACEHOLDER,
  FALLBACK_LANGUAGE,
  FIRST_HTML_PICTURE_TIMING,
  SEARCH_PAGE_SIZE,
  SEARCH_SHELL_FILE,
  SEARCH_TEXT_SLOT,
  SHELL_WAITS_ATTRIBUTE,
  WINNERS_PAGE_SIZE,
  WINNERS_SHELL_FILE,
  WINNERS_SHELL_NO_PHOTOS_FILE,
  cardPictureSetSlot,
  cardPictureSlot,
  imageSrcSet,
  parseListQuery,
  parseSearchDepartment,
  searchBodySchema,
  toSearchBody,
  winnerPhotoSetSlot,
  winnerPhotoSlot,
  winnerPhotoSrcSet,
  type Image,
} from '@blitz/contract';
import { escapeHtml } from '../escape-html';

/** An auction's page: its largest paint is the auction's first picture. */
const ITEM_PAGE = /^\/item\/(\d{1,9})$/;
/** A search's page: its largest paint is the first found auction's picture. */
const SEARCH_PAGE = '/search';
/** The Blitz packs page: its largest paint is its introduction, in its prerendered loading state. */
const BUY_PACKS_PAGE = '/buy-packs';
/** The winners page: its largest paint is the first recently won auction's picture, below the winners' photos. */
const WINNERS_PAGE = '/winners';
/** The prerendered parts of pages, written by the build beside index.html. */
export const PAGE_PART_FILES = new Set(
  [SEARCH_SHELL_FILE, BUY_PACKS_SHELL_FILE, WINNERS_SHELL_FILE, WINNERS_SHELL_NO_PHOTOS_FILE].map((file) => `/${file}`),
);
/** How long a listing's page (search, winners) waits for its answer before it goes without its pictures. */
const LISTING_WAIT_MS = 300;
/** An address the page can name as it is, with nothing to quote. */
const PLAIN_URL = /^[\w/.:%~-]+$/;

/**
 * The picture's place on the auction's page (apps/web: the item page's container and grid, the
 * gallery's frame, in the first HTML's dark theme), for a phone, a tablet and a wide screen. The
 * frame keeps its square before the picture has arrived, so nothing moves when it does.
 */
const ITEM_PICTURE_STYLE = [
  '.blitz-item-shell{box-sizing:border-box;width:100%;max-width:1536px;margin:0 auto;padding:24px 16px}',
  '@media (min-width:600px){.blitz-item-shell{padding-left:24px;padding-right:24px}}',
  '@media (min-width:900px){.blitz-item-shell{padding-top:40px;padding-bottom:40px;display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);column-gap:40px}}',
  '.blitz-item-shell-frame{border-radius:48px;overflow:hidden;border:1px solid #1f2c52;background:#f1f3f8;aspect-ratio:1/1}',
  '.blitz-item-shell-frame img{display:block;width:100%;height:100%;object-fit:contain}',
].join('');

export interface PageExtras {
  /** Goes at the end of the page's head. */
  head: string;
  /** Takes the place of the first HTML's home-page part. */
  part: string;
}

const NO_EXTRAS: PageExtras = { head: '', part: '' };

/** An auction page's first picture: preloaded in its head, and shown in its first HTML; nothing when unknown. */
async function itemPicture(app: FastifyInstance, id: string): Promise<PageExtras> {
  const url = await app.catalogue.firstPicture(Number(id)).catch((error: unknown) => {
    app.log.warn({ err: error }, 'first picture not read');
    return null;
  });
  if (!url || !PLAIN_URL.test(url)) return NO_EXTRAS;
  return {
    head: `<link rel="preload" as="image" href="${url}" fetchpriority="high"><style nonce="${CSP_NONCE_PLACEHOLDER}">${ITEM_PICTURE_STYLE}</style>`,
    part: `<div class="blitz-item-shell" ${SHELL_WAITS_ATTRIBUTE}><div class="blitz-item-shell-frame"><img src="${url}" alt="" fetchpriority="high" elementtiming="${FIRST_HTML_PICTURE_TIMING}"></div></div>`,
  };
}

/** `promise`'s value, or null once `ms` have passed first. */
async function within<T>(ms: number, promise: Promise<T>): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

const usable = (image: Image | null | undefined): image is Image =>
  image != null && PLAIN_URL.test(image.full) && (image.thumb === undefined || PLAIN_URL.test(image.thumb));

/**
 * `part` with the picture whose `src` is `slot` and `srcset` is `setSlot` showing `url` and offering
 * `set`; without a set, neither a srcset nor its `sizes`, as the app's image leaves both out.
 */
function fillSources(part: string, [slot, setSlot]: [string, string], url: string, set: string | undefined): string {
  // Replacements as functions: a string would read `$&` and its kin as patterns.
  return part.replace(new RegExp(`<img[^>]*src="${slot}"[^>]*>`, 'g'), (tag) => {
    const shown = tag.replace(`src="${slot}"`, () => `src="${url}"`);
    return set
      ? shown.replace(`srcSet="${setSlot}"`, () => `srcSet="${set}"`)
      : shown.replace(` srcSet="${setSlot}"`, '').replace(/ sizes="[^"]*"/, '');
  });
}

/** A listing's card picture slot `index` showing `image` (as the card will), or taken out without one. */
function fillPictureSlot(part: string, index: number, image: Image | null): string {
  if (!image) return part.replace(new RegExp(`<img[^>]*src="${cardPictureSlot(index)}"[^>]*>`, 'g'), '');
  return fillSources(part, [cardPictureSlot(index), cardPictureSetSlot(index)], image.full, imageSrcSet(image));
}

/**
 * A search's first HTML: the prerendered search page quoting the search, showing its first
 * answer's pictures. The search is the one the app asks for first (in the shop's first language,
 * so that an English visitor's own call finds it in the catalogue's listing cache), and within the
 * call's own limits: what the call would refuse gets the header alone.
 */
async function searchPictures(app: FastifyInstance, dist: string, query: string): Promise<PageExtras> {
  const params = new URLSearchParams(query);
  const filter = parseListQuery(params);
  if (!filter.search) return NO_EXTRAS;
  const body = searchBodySchema.safeParse({
    ...toSearchBody(filter, { pageNumber: 1, pageSize: SEARCH_PAGE_SIZE }),
    departmentID: parseSearchDepartment(params),
    lanIso: FALLBACK_LANGUAGE,
  });
  if (!body.success) return NO_EXTRAS;
  const [shell, answer] = await Promise.all([
    readFile(join(dist, SEARCH_SHELL_FILE), 'utf8').catch(() => null),
    within(LISTING_WAIT_MS, app.catalogue.search(body.data, FALLBACK_LANGUAGE)).catch((error: unknown) => {
      app.log.warn({ err: error }, 'search for the first HTML failed');
      return null;
    }),
  ]);
  const images = (answer?.products.found ?? []).map((product) => (usable(product.mainImage) ? product.mainImage : null));
  const first = images[0];
  if (!shell || !first) return NO_EXTRAS;
  const text = escapeHtml(filter.search);
  return {
    head: firstCardPreload(shell, first),
    part: fillCardSlots(
      shell.replaceAll(SEARCH_TEXT_SLOT, () => text),
      images,
    ),
  };
}

/** The preload of the first card's picture, asking for the file its srcset and sizes in `shell` pick, as the card does. */
function firstCardPreload(shell: string, first: Image): string {
  const set = imageSrcSet(first);
  const firstSlot = new RegExp(`<img[^>]*"${cardPictureSlot(0)}"[^>]*>`).exec(shell)?.[0] ?? '';
  const sizes = / sizes="([^"]*)"/.exec(firstSlot)?.[1];
  const choice = set && sizes ? ` imagesrcset="${set}" imagesizes="${sizes}"` : '';
  return `<link rel="preload" as="image" href="${first.full}"${choice} fetchpriority="high">`;
}

/** `part` with each card picture slot showing its card's picture, or taken out past the cards (or for a card without one). */
function fillCardSlots(part: string, images: Array<Image | null>): string {
  let filled = part;
  for (let index = 0; filled.includes(`"${cardPictureSlot(index)}"`); index += 1)
    filled = fillPictureSlot(filled, index, images[index] ?? null);
  return filled;
}

/**
 * The winners page's first HTML: laid out as its first answer (the one the app asks for), with or
 * without the winners' photos, the photos and the cards' pictures in their slots; the header alone
 * without an answer within LISTING_WAIT_MS, without a recently won auction, or with a photo it shows
 * whose address it cannot name as it is.
 */
async function winnersPictures(app: FastifyInstance, dist: string): Promise<PageExtras> {
  const answer = await within(LISTING_WAIT_MS, app.catalogue.recentWinnings(1, WINNERS_PAGE_SIZE, FALLBACK_LANGUAGE)).catch(
    (error: unknown) => {
      app.log.warn({ err: error }, 'recent winnings for the first HTML failed');
      return null;
    },
  );
  const photos = [...new Set(answer?.winnerImages ?? [])];
  const images = (answer?.products ?? []).map((product) => (usable(product.mainImage) ? product.mainImage : null));
  const first = images[0];
  if (!first) return NO_EXTRAS;
  const shell = await readFile(join(dist, photos.length > 0 ? WINNERS_SHELL_FILE : WINNERS_SHELL_NO_PHOTOS_FILE), 'utf8').catch(() => null);
  if (!shell) return NO_EXTRAS;
  let part = shell;
  for (let index = 0; part.includes(`"${winnerPhotoSlot(index)}"`); index += 1) {
    const photo = photos[index];
    if (photo !== undefined && !PLAIN_URL.test(photo)) return NO_EXTRAS;
    // A photo's tile picks its thumbnail or itself as the app's does (the same srcset), or is taken out past the photos.
    part = photo
      ? fillSources(part, [winnerPhotoSlot(index), winnerPhotoSetSlot(index)], photo, winnerPhotoSrcSet(photo))
      : part.replace(new RegExp(`<li\\b(?:(?!</li>).)*src="${winnerPhotoSlot(index)}"(?:(?!</li>).)*</li>`, 'gs'), '');
  }
  return { head: firstCardPreload(shell, first), part: fillCardSlots(part, images) };
}

/** A page's prerendered part as the build wrote it; nothing when the build has none. */
async function prerenderedPart(dist: string, file: string): Promise<PageExtras> {
  const part = await readFile(join(dist, file), 'utf8').catch(() => null);
  return part ? { head: '', part } : NO_EXTRAS;
}

/** What a page's first HTML shows beyond the header: an auction's picture, a search's or the winners' first pictures, the packs page's heading; nothing for other pages. */
export function pageExtras(app: FastifyInstance, dist: string, url: string): Promise<PageExtras> {
  const mark = url.indexOf('?');
  const [path, query] = mark < 0 ? [url, ''] : [url.slice(0, mark), url.slice(mark + 1)];
  const id = ITEM_PAGE.exec(path)?.[1];
  if (id) return itemPicture(app, id);
  if (path === SEARCH_PAGE) return searchPictures(app, dist, query);
  if (path === BUY_PACKS_PAGE) return prerenderedPart(dist, BUY_PACKS_SHELL_FILE);
  if (path === WINNERS_PAGE) return winnersPictures(app, dist);
  return Promise.resolve(NO_EXTRAS);
}
