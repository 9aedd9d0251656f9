// Catalogue, search and discovery: a search from the header narrowed with filters survives a
// reload through its URL (desktop panel and phone drawer), and the item page shows its gallery,
// reviews and bid history. (The guide opening at the FAQ is covered by shell.spec.ts.)
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { expectFocusInside } from '../fixtures/a11y.ts';
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

test('on a phone a tap on Filters before the drawer has come shows it on its way, then opens it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The drawer's code (a chunk of its own) is held back until the tap has been made.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/filter-drawer-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/search?s=wireless');
  const button = page.getByRole('button', { name: 'Filters', exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-busy', 'true');
  release();
  const drawer = page.getByRole('region', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  await expectFocusInside(page.getByRole('dialog', { name: 'Filters' }));
  await page.getByRole('button', { name: 'Show results' }).click();
  await expect(drawer).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(button).not.toHaveAttribute('aria-busy');
});

test('the item page shows its gallery, reviews and bid history', async ({ page, request }, testInfo) => {
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
  // The server's HTML shows that picture: the browser fetched it once, the gallery's is that one.
  const shown = await main.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
  expect(pictures.filter((path) => path === shown)).toHaveLength(1);

  await expect(page.getByRole('heading', { name: 'Reviews' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Rated \d(\.\d)? out of 5$/ }).first()).toBeVisible();
  const bids = page.getByRole('table', { name: 'Bid history' });
  expect(await bids.getByRole('row').count()).toBeGreaterThan(1);
  await expect(bids.getByRole('row').nth(1)).toContainText(/R\d+\.\d{2}/);
  await keepScreenshot(page, testInfo, 'item-1440', true);

  await page.goto('/item/987654');
  await expect(page.getByText('This auction does not exist or is no longer available.')).toBeVisible();
});
