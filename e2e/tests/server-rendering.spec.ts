// Every shop page comes rendered by the server (issue 48): with JavaScript off a visitor, a crawler
// or a link preview sees the page's real content, title and Open Graph tags; with it on, the page
// hydrates without a mismatch (React reports one as a page error, which fails the test).
import { expect, test } from '../fixtures/test.ts';
import { prepared, signIn } from '../fixtures/prepared.ts';

const PAGES = [
  { path: '/', content: (page: import('@playwright/test').Page) => page.locator('article').first() },
  {
    path: '/search?s=phone',
    content: (page: import('@playwright/test').Page) => page.getByRole('heading', { name: 'Results for “phone”' }),
  },
  { path: '/winners', content: (page: import('@playwright/test').Page) => page.locator('article').first() },
  { path: '/buy-packs', content: (page: import('@playwright/test').Page) => page.getByRole('heading', { level: 1 }) },
  { path: '/guide', content: (page: import('@playwright/test').Page) => page.getByRole('heading', { level: 1 }) },
];

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, content } of PAGES) {
    test(`${path} shows its content, styled, with its title and link-preview tags`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(path);
      await expect(content(page)).toBeVisible();
      await expect(page).toHaveTitle(/ \| Blitz Auctions$/);
      // Styled: the design kit's tokens and the page's CSS Modules are linked in the head.
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(11, 21, 48)');
      const og = await page.evaluate(() =>
        Object.fromEntries(
          Array.from(document.querySelectorAll('meta[property^="og:"]'), (meta) => [
            meta.getAttribute('property'),
            meta.getAttribute('content'),
          ]),
        ),
      );
      expect(og['og:title']).toMatch(/Blitz Auctions/);
      expect(og['og:url']).toMatch(/^https?:\/\//);
      expect(og['og:image']).toMatch(/^https?:\/\//);
    });
  }

  test("an auction's page shows its title, price and picture", async ({ page }) => {
    await page.goto('/');
    const href = await page.locator('article a[href^="/item/"]').first().getAttribute('href');
    await page.goto(href!);
    const title = await page.locator('meta[property="og:title"]').getAttribute('content');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!.replace(/ \| Blitz Auctions$/, ''));
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /bid: R[\d ]+\.\d{2}$/);
    const picture = await page.locator('meta[property="og:image"]').getAttribute('content');
    await expect(page.locator(`img[src="${new URL(picture!).pathname}"]`).first()).toBeVisible();
  });
});

// With scripts on: Chromium, as the HTML standard says, loads every picture at once where scripts
// are off (lazy loading would otherwise let a page track its reader's scrolling).
test("on a phone the server's page fetches only the pictures near its first screen", async ({ page }) => {
  const requested = new Set<string>();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/media/')) requested.add(new URL(request.url()).pathname);
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/winners');
  await page.waitForLoadState('networkidle');
  const pictures = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLImageElement>('img[src^="/media/"]'), (img) => ({
      top: img.getBoundingClientRect().top + window.scrollY,
      sources: [img.src, ...img.srcset.split(',').map((candidate) => candidate.trim().split(' ')[0])]
        .filter((source): source is string => Boolean(source))
        .map((source) => new URL(source, document.baseURI).pathname),
    })),
  );
  // Fetched: some pictures, and every one of them within Chromium's lazy-loading distance of the
  // first screen (1,250 px below it); the pictures further down wait for scrolling.
  expect(requested.size).toBeGreaterThan(0);
  for (const source of requested) {
    const tops = pictures.filter((picture) => picture.sources.includes(source)).map((picture) => picture.top);
    expect(Math.min(...tops), source).toBeLessThan(844 + 1250);
  }
});

for (const { path } of PAGES) {
  test(`${path} hydrates without a mismatch, in the light theme and isiZulu of the cookies`, async ({ page, context, baseURL }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await context.addCookies([
      { name: 'theme', value: 'light', url: baseURL! },
      { name: 'lang', value: 'zu', url: baseURL! },
    ]);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zu');
    await expect(page.getByRole('link', { name: 'Abanqobi' }).first()).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test("a signed-in shopper's pages hydrate without a mismatch and then show her signed in", async ({ page, context, baseURL }) => {
  // Her session is in the browser's storage, which the server does not see: it renders the page
  // signed out, hydration matches that, and the render after it signs her in.
  const data = prepared();
  const lerato = data.shoppers[4]!;
  await signIn(context, baseURL!, lerato);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  for (const path of ['/', `/item/${data.wonAuctionId}`, '/dashboard?page=profile', '/buy-packs']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0);
  }
  await page.goto('/dashboard?page=profile');
  await expect(page.getByText(lerato.email).first()).toBeVisible();
  expect(errors).toEqual([]);
});
