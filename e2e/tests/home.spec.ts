// The home page of a fresh shop: the demo catalogue is seeded and shown, in both themes and at
// phone and desktop widths; screenshots are kept as artifacts.
import { expect, test } from '../fixtures/test.ts';
import { keepScreenshot, useSavedTheme } from '../fixtures/screenshots.ts';
import { pageScripts } from '../fixtures/page-scripts.ts';

for (const width of [390, 1440]) {
  for (const theme of ['dark', 'light'] as const) {
    // One of the four is in the quick tier's smoke set (npm test): the shop loads.
    const tag = width === 1440 && theme === 'dark' ? ['@smoke'] : [];
    test(`home page shows demo auctions at ${width} px in the ${theme} theme`, { tag }, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
      await useSavedTheme(page, theme);
      await page.goto('/');
      await expect(page).toHaveTitle('Home | Blitz Auctions');
      const cards = page.locator('article');
      await expect(cards.first()).toBeVisible();
      // Past the first few, cards mount one per task, so the list fills in a moment later.
      await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(8);
      await expect(page.locator('li[data-waiting]')).toHaveCount(0);
      // Prices are real rand amounts from the seeded database, and the pictures load.
      await expect(page.getByTestId('product-price').first()).toHaveText(/^R\d[\d ]*\.\d{2}$/);
      const image = cards.first().locator('img').first();
      await expect(image).toHaveJSProperty('complete', true);
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      // The recent winnings below the products, with the way to /winners.
      const winnings = page.getByRole('region', { name: 'Recently won' });
      await expect(winnings).toBeVisible();
      await expect(winnings.getByRole('link', { name: 'Winners' })).toHaveAttribute('href', '/winners');
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const [r = 0, g = 0, b = 0] = background.match(/\d+/g)?.map(Number) ?? [];
      const luminance = (r + g + b) / 3;
      if (theme === 'dark') expect(luminance).toBeLessThan(80);
      else expect(luminance).toBeGreaterThan(180);
      await keepScreenshot(page, testInfo, `home-${width}-${theme}`);
      await keepScreenshot(page, testInfo, `home-${width}-${theme}-full`, true);
    });
  }
}

test('the header search submits trimmed text to /search and ignores blank text', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const search = page.getByRole('banner').getByRole('searchbox').or(page.getByRole('banner').getByRole('textbox')).first();
  await search.fill('   ');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await search.fill('  air fryer  ');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?s=air(\+|%20)fryer$/);
  await expect(page).toHaveTitle(/\| Blitz Auctions$/);
});

test("the server's answers and pushes are checked in a worker, never with zod on a page's main thread", async ({ page }) => {
  test.setTimeout(120_000);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await page.goto('/');
  const cards = page.locator('article');
  // The listing's answer passed its check: the cards show it.
  await expect(page.getByTestId('product-price').first()).toHaveText(/^R\d[\d ]*\.\d{2}$/);
  const item = await cards.first().locator('a[href^="/item/"]').first().getAttribute('href');
  expect(item).toMatch(/^\/item\/\d+$/);
  // The fair-play pages fetch their answers with plain GETs, checked in the same worker.
  const record = item!.replace('/item/', '/fair-play/');
  for (const path of ['/', '/search?s=phone', '/winners', item!, record, '/fair-play/digests']) {
    workers.length = 0;
    await page.goto(path);
    // Waited for, not read at the network's first quiet moment: on a busy machine the page's entry
    // may still be waiting for the first paint to load the app.
    await expect
      .poll(() => workers.some((url) => /\/assets\/check-worker-[\w-]+\.js$/.test(url)), { message: `${path}: the checks' worker started` })
      .toBe(true);
    await page.waitForLoadState('networkidle');
    // Not one script of the page's main thread holds zod.
    const scripts = await pageScripts(page);
    // At least the entry, the app's module and the app's chunk.
    expect(scripts.count, path).toBeGreaterThanOrEqual(3);
    expect(scripts.withZod, path).toEqual([]);
  }
});

test('the listings make no date formatter as they load: the first one costs a phone 100 ms or more', async ({ page }) => {
  test.setTimeout(120_000);
  // Counts the formatters the page makes, from its first script on.
  await page.addInitScript(() => {
    const made: string[] = [];
    Object.assign(window, { blitzDateFormatters: made });
    const Original = Intl.DateTimeFormat;
    const counting = function (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
      made.push(JSON.stringify(args));
      return new Original(...args);
    };
    Object.assign(counting, { supportedLocalesOf: Original.supportedLocalesOf.bind(Original) });
    Object.assign(Intl, { DateTimeFormat: counting });
    for (const name of ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'] as const) {
      const format = Date.prototype[name];
      Date.prototype[name] = function (this: Date, ...args: Parameters<typeof format>) {
        made.push(name);
        return format.apply(this, args);
      };
    }
  });
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  for (const path of ['/', '/search?s=phone', '/winners']) {
    workers.length = 0;
    await page.goto(path);
    // The app has loaded and asked its first questions (its checks' worker runs), and they are answered.
    await expect.poll(() => workers.some((url) => /\/assets\/check-worker-[\w-]+\.js$/.test(url)), { message: path }).toBe(true);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('article').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { blitzDateFormatters: string[] }).blitzDateFormatters), path).toEqual([]);
  }
});

test('live prices arrive within a second of hydration on the listings and the item page, on a phone-speed CPU', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  // Lighthouse's mobile preset: a CPU four times slower than this one.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // From the document's start: when the socket brought the first price or state of an auction.
  await page.addInitScript(() => {
    const seen = { at: null as number | null };
    (window as unknown as { firstLivePrice: typeof seen }).firstLivePrice = seen;
    const Native = window.WebSocket;
    window.WebSocket = class extends Native {
      constructor(...args: ConstructorParameters<typeof WebSocket>) {
        super(...args);
        this.addEventListener('message', (event: MessageEvent) => {
          if (
            seen.at === null &&
            typeof event.data === 'string' &&
            /^42\["messages",\{"event":"(placed-bid|new-auction-state)"/.test(event.data)
          ) {
            seen.at = performance.now();
          }
        });
      }
    };
  });
  await page.goto('/');
  const item = await page.locator('article a[href^="/item/"]').first().getAttribute('href');
  expect(item).toMatch(/^\/item\/\d+$/);
  // The median of three loads: one load of a busy machine's can take a moment longer.
  for (const path of ['/', '/search?s=phone', item!]) {
    const delays: number[] = [];
    for (let load = 0; load < 3; load++) {
      await page.goto(path);
      const at = () => page.evaluate(() => (window as unknown as { firstLivePrice: { at: number | null } }).firstLivePrice.at);
      await expect.poll(at, { message: `${path}: a price came over the socket`, timeout: 30_000 }).not.toBeNull();
      // From the page's hydration (root-layout.tsx's mark): the server's HTML shows the prices it
      // was rendered with until then.
      const shown = await page.evaluate(() => performance.getEntriesByName('blitz-hydrated')[0]?.startTime ?? 0);
      expect(shown, path).toBeGreaterThan(0);
      delays.push((await at())! - shown);
    }
    const median = [...delays].sort((a, b) => a - b)[1]!;
    console.log(`${path}: first live price ${delays.map((ms) => ms.toFixed(0)).join(', ')} ms after hydration at 4x CPU`);
    expect(median, path).toBeLessThanOrEqual(1000);
  }
});
