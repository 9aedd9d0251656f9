// The winners page's first HTML (src/http/page-first-html.ts): its first answer's photos (their
// thumbnails in their srcsets) and cards' pictures (issue 15).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import {
  HOME_SHELL_END,
  HOME_SHELL_START,
  SHELL_WAITS_ATTRIBUTE,
  WINNERS_SHELL_FILE,
  WINNERS_SHELL_NO_PHOTOS_FILE,
  imageSrcSet,
  winnerPhotoSetSlot,
  winnerPhotoSlot,
  cardPictureSetSlot,
  cardPictureSlot,
  withPagePart,
  withoutHomeShell,
  type RecentWinnings,
} from '@blitz/contract';

// A built index.html whose home-page part sits between its markers.
const HOME_SHELL = '<!--home-shell--><h1>Penny auctions</h1><!--/home-shell-->';
const INDEX_HTML = `<!doctype html><html><body><div id="first-paint"><header>Blitz</header>${HOME_SHELL}</div><div id="root"></div></body></html>`;
/** What every page but the home page gets: the header's shell without the home page's part. */
const OTHER_PAGE_HTML = INDEX_HTML.replace(HOME_SHELL, '');

describe('the winners page', () => {
  const BUILT =
    '<!doctype html><html><head><title>Blitz</title></head><body><div id="first-paint"><header>Blitz</header>' +
    `<main>${HOME_SHELL_START}<h1>Banner</h1>${HOME_SHELL_END}</main></div><div id="root"></div></body></html>`;
  const WITHOUT_HOME = withoutHomeShell(BUILT);
  /** Eight photo slots and ten loading cards, as the build lays them out. */
  const PHOTO_SLOTS = 8;
  const CARD_SLOTS = 10;
  const photoSlot = (index: number) =>
    `<li class="photo"><button><img src="${winnerPhotoSlot(index)}" srcSet="${winnerPhotoSetSlot(index)}" sizes="150px" alt=""/></button></li>`;
  const cardSlot = (index: number) =>
    `<li><img class="pic" src="${cardPictureSlot(index)}" srcSet="${cardPictureSetSlot(index)}" sizes="50vw" alt=""/></li>`;
  const cards = `<h2>Recently won</h2><ul>${Array.from({ length: CARD_SLOTS }, (_, index) => cardSlot(index)).join('')}</ul>`;
  const WITH_PHOTOS = `<div ${SHELL_WAITS_ATTRIBUTE}><h2>Happy winners</h2><ul>${Array.from({ length: PHOTO_SLOTS }, (_, index) => photoSlot(index)).join('')}</ul>${cards}</div>`;
  const WITHOUT_PHOTOS = `<div ${SHELL_WAITS_ATTRIBUTE}>${cards}</div>`;
  let dist: string;
  let t: TestApp;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'blitz-web-winners-'));
    await writeFile(join(dist, 'index.html'), BUILT);
    await writeFile(join(dist, WINNERS_SHELL_FILE), WITH_PHOTOS);
    await writeFile(join(dist, WINNERS_SHELL_NO_PHOTOS_FILE), WITHOUT_PHOTOS);
    t = await buildTestApp({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dist, { recursive: true, force: true });
  });

  /** The first page the app asks for. */
  async function answer(): Promise<RecentWinnings> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/winnings/recent',
      payload: { pageNumber: 1, pageSize: 20, lanIso: 'en' },
    });
    expect(response.statusCode).toBe(200);
    return response.json<RecentWinnings>();
  }

  /** The photos' items as the page shows them: each with the thumbnail stored for it in its srcset, or neither srcset nor sizes without one. */
  async function filledPhotos(photos: string[]): Promise<string> {
    const rows = await t.app.db
      .select({ photo: orderItems.winnerPhoto, thumb: orderItems.winnerPhotoThumb })
      .from(orderItems)
      .where(isNotNull(orderItems.winnerPhoto));
    const thumbs = new Map(rows.map((row) => [row.photo, row.thumb]));
    const items = photos.map((photo) => {
      const thumb = thumbs.get(photo);
      const set = thumb ? ` srcSet="${thumb} 400w, ${photo} 1200w" sizes="150px"` : '';
      return `<li class="photo"><button><img src="${photo}"${set} alt=""/></button></li>`;
    });
    return `<h2>Happy winners</h2><ul>${items.join('')}</ul>`;
  }

  function filledCards(products: RecentWinnings['products']): string {
    const pictures = Array.from({ length: CARD_SLOTS }, (_, index) => {
      const image = products[index]!.mainImage!;
      return `<li><img class="pic" src="${image.full}" srcSet="${imageSrcSet(image)}" sizes="50vw" alt=""/></li>`;
    }).join('');
    return `<h2>Recently won</h2><ul>${pictures}</ul>`;
  }

  it("shows its first answer's photos and cards' pictures where the page shows them, the first card's picture preloaded", async () => {
    // As many photos as slots (the demo's), then fewer: the slots beyond them are taken out.
    for (const keep of [PHOTO_SLOTS, 3]) {
      if (keep < PHOTO_SLOTS) {
        const shared = await t.app.db.select({ id: orderItems.id }).from(orderItems).where(isNotNull(orderItems.winnerPhoto));
        const dropped = shared.slice(keep).map((row) => row.id);
        await t.app.db.update(orderItems).set({ winnerPhoto: null }).where(inArray(orderItems.id, dropped));
      }
      const { products, winnerImages } = await answer();
      const photos = [...new Set(winnerImages)];
      expect(products.length).toBeGreaterThan(CARD_SLOTS);
      expect(photos).toHaveLength(keep);
      const page = await t.app.inject({ method: 'GET', url: '/winners' });
      expect(page.statusCode).toBe(200);
      const first = products[0]!.mainImage!;
      const preload = `<link rel="preload" as="image" href="${first.full}" imagesrcset="${imageSrcSet(first)}" imagesizes="50vw" fetchpriority="high">`;
      // The demo photos have their thumbnails.
      expect(page.body.match(/ srcSet="\S+-thumb\.webp 400w, \S+\.webp 1200w"/g)).toHaveLength(keep);
      const shown = `<div ${SHELL_WAITS_ATTRIBUTE}>${await filledPhotos(photos)}${filledCards(products)}</div>`;
      expect(page.body).toBe(withPagePart(BUILT, shown).replace('</head>', `${preload}</head>`));
    }
  });

  it('shows a photo without a thumbnail (not a .webp) without a srcset or its sizes, as the page does', async () => {
    const [shared] = await t.app.db.select({ id: orderItems.id }).from(orderItems).where(isNotNull(orderItems.winnerPhoto));
    await t.app.db
      .update(orderItems)
      .set({ winnerPhoto: '/media/uploads/winners/older.png', winnerPhotoThumb: null })
      .where(eq(orderItems.id, shared!.id));
    const { products, winnerImages } = await answer();
    const photos = [...new Set(winnerImages)];
    expect(photos).toContain('/media/uploads/winners/older.png');
    const page = await t.app.inject({ method: 'GET', url: '/winners' });
    expect(page.body).toContain('<img src="/media/uploads/winners/older.png" alt=""/>');
    expect(page.body).not.toMatch(/<img src="\/media\/uploads\/winners\/older\.png"[^>]* sizes=/);
    const first = products[0]!.mainImage!;
    const preload = `<link rel="preload" as="image" href="${first.full}" imagesrcset="${imageSrcSet(first)}" imagesizes="50vw" fetchpriority="high">`;
    const shown = `<div ${SHELL_WAITS_ATTRIBUTE}>${await filledPhotos(photos)}${filledCards(products)}</div>`;
    expect(page.body).toBe(withPagePart(BUILT, shown).replace('</head>', `${preload}</head>`));
  });

  it('is laid out without the photos when no winner shared one', async () => {
    await t.app.db.update(orderItems).set({ winnerPhoto: null });
    const { products, winnerImages } = await answer();
    expect(winnerImages).toEqual([]);
    const page = await t.app.inject({ method: 'GET', url: '/winners?from=menu' });
    const first = products[0]!.mainImage!;
    const preload = `<link rel="preload" as="image" href="${first.full}" imagesrcset="${imageSrcSet(first)}" imagesizes="50vw" fetchpriority="high">`;
    const shown = `<div ${SHELL_WAITS_ATTRIBUTE}>${filledCards(products)}</div>`;
    expect(page.body).toBe(withPagePart(BUILT, shown).replace('</head>', `${preload}</head>`));
    // Without its prerendered part, the header alone.
    await rm(join(dist, WINNERS_SHELL_NO_PHOTOS_FILE));
    expect((await t.app.inject({ method: 'GET', url: '/winners' })).body).toBe(WITHOUT_HOME);
  });
});

describe('the winners page of a shop without winners', () => {
  let dist: string;
  let t: TestApp;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'blitz-web-no-winners-'));
    await writeFile(join(dist, 'index.html'), INDEX_HTML);
    await writeFile(join(dist, WINNERS_SHELL_NO_PHOTOS_FILE), '<p>cards</p>');
    t = await buildTestApp({ seed: false, env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('gets the header alone', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/winners' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(OTHER_PAGE_HTML);
  });
});
