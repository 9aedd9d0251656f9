// Catalogue, search and discovery: a search from the header narrowed with filters survives a
// reload through its URL (desktop panel and phone drawer), and the item page shows its gallery,
// reviews and bid history. (The guide opening at the FAQ is covered by shell.spec.ts.)
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { keepScreenshot } from '../fixtures/screenshots.ts';

/** The result titles once the shown list matches the announced count. */
async function resultTitles(page: Page): Promise<string[]> {
  const status = page.getByRole('status').filter({ hasText: /auctions? found/ });
  await expect(status).toBeVisible();
  const count = Number(/\d+/.exec((await status.textContent()) ?? '')?.[0]);
  const cards = page.getByRole('list', { name: 'Search results' }).getByRole('article');
  await expect(cards).toHaveCount(Math.min(count, 20));
  return cards.getByRole('heading').allTextContents();
}

test('search from the header, narrow with filters, reload and see the same results', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const search = page.getByRole('banner').getByRole('searchbox').or(page.getByRole('banner').getByRole('textbox')).first();
  await search.fill('wireless');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?s=wireless$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “wireless”');
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('article').first()).toBeVisible();
  const before = (await resultTitles(page)).length;

  const filters = page.getByRole('region', { name: 'Filters' });
  // The router applies the new URL in a transition, so the box shows checked a moment later.
  await filters.getByRole('checkbox', { name: 'Live' }).click();
  await expect(filters.getByRole('checkbox', { name: 'Live' })).toBeChecked();
  await expect(page).toHaveURL(/stat=Open/);
  const sorted = page.waitForResponse(
    (response) => response.url().endsWith('/api/search/auction') && response.request().postData()?.includes('prDesc') === true,
  );
  // A native select: the phone's own picker, chosen by its option's visible text.
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: high to low' });
  await expect(page).toHaveURL(/srt=prDesc/);
  await sorted;

  const narrowed = await resultTitles(page);
  expect(narrowed.length).toBeGreaterThan(0);
  expect(narrowed.length).toBeLessThanOrEqual(before);
  for (const card of await results.getByRole('article').all()) await expect(card.getByText('Live', { exact: true })).toBeVisible();
  await keepScreenshot(page, testInfo, 'search-filtered-1440');

  const url = page.url();
  await page.reload();
  expect(page.url()).toBe(url);
  expect(await resultTitles(page)).toEqual(narrowed);
  await expect(filters.getByRole('checkbox', { name: 'Live' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Sort by' }).locator('option:checked')).toHaveText('Price: high to low');
});

test('on a phone the filters open in a drawer and still drive the URL', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/search?s=wireless&srt=nonsense');
  await expect(page.getByRole('combobox', { name: 'Sort by' }).locator('option:checked')).toHaveText('Most relevant');
  await expect(page.getByRole('list', { name: 'Search results' }).getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Filters' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Filters' }).click();
  const drawer = page.getByRole('region', { name: 'Filters' });
  await drawer.getByRole('checkbox', { name: 'Coming soon' }).click();
  await expect(drawer.getByRole('checkbox', { name: 'Coming soon' })).toBeChecked();
  await expect(page).toHaveURL(/stat=Not(\+|%20)Started/);
  await keepScreenshot(page, testInfo, 'search-drawer-390');
  await page.getByRole('button', { name: 'Show results' }).click();
  await expect(drawer).toHaveCount(0);
});

for (const width of [390, 1440]) {
  test(`at ${width} px a search's first HTML shows its first answer's pictures where its cards show them`, async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') fetched.push(new URL(request.url()).pathname);
    });
    await page.goto('/search?s=wireless');
    const card = page.getByRole('list', { name: 'Search results' }).getByRole('article').first();
    const picture = card.getByRole('img').first();
    await expect(picture).toHaveJSProperty('complete', true);
    const shown = await picture.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
    const appBox = await picture.boundingBox();
    // The head named that picture, and the page fetched it once: the first HTML and the card pick the same file.
    expect(await page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]').count()).toBe(1);
    expect(fetched.filter((path) => path === shown)).toHaveLength(1);

    const withoutScripts = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 }, baseURL });
    try {
      const first = await withoutScripts.newPage();
      await first.goto('/search?s=wireless');
      await expect(first.locator('#first-paint h1:visible')).toHaveText('Results for “wireless”');
      const shellPicture = first.locator('#first-paint img:visible').first();
      await expect(shellPicture).toHaveJSProperty('complete', true);
      expect(await shellPicture.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toBe(shown);
      // As far left, as wide and (2 px more, so that it stays the largest paint) as high as the
      // card's picture; its top differs only by the no-script notice's line.
      const shellBox = await shellPicture.boundingBox();
      expect(shellBox && appBox).toBeTruthy();
      expect({ x: shellBox!.x, width: shellBox!.width, height: shellBox!.height - 2 }).toEqual({
        x: appBox!.x,
        width: appBox!.width,
        height: appBox!.height,
      });
    } finally {
      await withoutScripts.close();
    }
  });
}

for (const width of [390, 1440]) {
  test(`at ${width} px the winners page's first HTML shows its photos and first cards' pictures where the page shows them`, async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/winners');
    const card = page.getByRole('list', { name: 'Recently won' }).getByRole('article').first();
    const picture = card.getByRole('img').first();
    await expect(picture).toHaveJSProperty('complete', true);
    const photo = page.getByRole('button', { name: /^Open winner photo 1 of \d+$/ }).locator('img');
    await expect(photo).toHaveJSProperty('complete', true);
    const shown = await picture.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
    const src = await picture.getAttribute('src');
    const photoSrc = await photo.getAttribute('src');
    const photoShown = await photo.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
    // The tile (150 px wide on a phone, 200 px on a wide screen, at a pixel ratio of 1) shows the
    // photo's 400 px thumbnail, not the photo (issue 15).
    expect(photoSrc).toMatch(/\.webp$/);
    expect(photoShown).toBe(photoSrc!.replace(/\.webp$/, '-thumb.webp'));
    const [appCard, appPhoto] = [await picture.boundingBox(), await photo.boundingBox()];

    const withoutScripts = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 }, baseURL });
    try {
      const first = await withoutScripts.newPage();
      await first.goto('/winners');
      const shellPicture = first.locator(`#first-paint img[src="${src}"]`).first();
      const shellPhoto = first.locator(`#first-paint img[src="${photoSrc}"]`).first();
      await expect(shellPicture).toHaveJSProperty('complete', true);
      await expect(shellPhoto).toHaveJSProperty('complete', true);
      // The same files as the card's and the tile's: their srcsets and sizes pick alike.
      expect(await shellPicture.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toBe(shown);
      expect(await shellPhoto.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toBe(photoShown);
      // As far left and as large (the card's picture 2 px higher, so that it stays the largest
      // paint); their tops differ from the page's by the no-script notice's line, both alike.
      const [shellCard, shellPhotoBox] = [await shellPicture.boundingBox(), await shellPhoto.boundingBox()];
      expect(shellCard && shellPhotoBox && appCard && appPhoto).toBeTruthy();
      expect({ x: shellCard!.x, width: shellCard!.width, height: shellCard!.height - 2 }).toEqual({
        x: appCard!.x,
        width: appCard!.width,
        height: appCard!.height,
      });
      expect({ x: shellPhotoBox!.x, width: shellPhotoBox!.width, height: shellPhotoBox!.height }).toEqual({
        x: appPhoto!.x,
        width: appPhoto!.width,
        height: appPhoto!.height,
      });
      expect(shellCard!.y - appCard!.y).toBeCloseTo(shellPhotoBox!.y - appPhoto!.y, 1);
    } finally {
      await withoutScripts.close();
    }
  });
}

test('the item page shows its gallery, reviews and bid history', async ({ page, request, browser, baseURL }, testInfo) => {
  // The demo catalogue has items with several pictures, reviews and bids; find one.
  let id = 0;
  for (let candidate = 1; candidate <= 80 && id === 0; candidate += 1) {
    const response = await request.post('/api/auction/get', { data: { auctionID: candidate } });
    if (response.status() !== 200) continue;
    const item = (await response.json()) as { additionalImages: unknown[]; reviews: unknown[]; lastPlacedBids?: unknown[] };
    if (item.additionalImages.length > 0 && item.reviews.length > 0 && (item.lastPlacedBids?.length ?? 0) > 0) id = candidate;
  }
  expect(id).toBeGreaterThan(0);

  await page.setViewportSize({ width: 1440, height: 900 });
  const pictures: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') pictures.push(new URL(request.url()).pathname);
  });
  await page.goto(`/item/${id}`);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toBeVisible();
  await expect(page).toHaveTitle(`${await title.textContent()} | Blitz Auctions`);

  const second = page.getByRole('button', { name: /^Show picture 2 of \d+$/ });
  await second.click();
  await expect(second).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('button', { name: /^Show picture 1 of \d+$/ })).toHaveAttribute('aria-current', 'true');
  const main = page.getByRole('img', { name: /picture 1 of/ });
  await expect(main).toHaveJSProperty('complete', true);
  expect(await main.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // The page's head named its first picture (the largest paint), so the browser fetched it with the
  // scripts, once: the gallery's picture is the preloaded one.
  const preloaded = await page.locator('head link[rel="preload"][as="image"]').getAttribute('href');
  expect(preloaded).toBe(await main.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname));
  expect(pictures.filter((path) => path === preloaded)).toHaveLength(1);
  // The first HTML already shows that picture, as wide and high and as far left as the gallery
  // shows it, before any script has run (its top differs only by the no-script notice's line).
  const appBox = await main.boundingBox();
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 }, baseURL });
  try {
    const first = await withoutScripts.newPage();
    await first.goto(`/item/${id}`);
    const shellPicture = first.locator(`#first-paint img[src="${preloaded}"]`);
    await expect(shellPicture).toHaveJSProperty('complete', true);
    const shellBox = await shellPicture.boundingBox();
    expect(shellBox && appBox).toBeTruthy();
    expect({ x: shellBox!.x, width: shellBox!.width, height: shellBox!.height }).toEqual({
      x: appBox!.x,
      width: appBox!.width,
      height: appBox!.height,
    });
  } finally {
    await withoutScripts.close();
  }

  await expect(page.getByRole('heading', { name: 'Reviews' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Rated \d(\.\d)? out of 5$/ }).first()).toBeVisible();
  const bids = page.getByRole('table', { name: 'Bid history' });
  expect(await bids.getByRole('row').count()).toBeGreaterThan(1);
  await expect(bids.getByRole('row').nth(1)).toContainText(/R\d+\.\d{2}/);
  await keepScreenshot(page, testInfo, 'item-1440', true);

  await page.goto('/item/987654');
  await expect(page.getByText('This auction does not exist or is no longer available.')).toBeVisible();
});
