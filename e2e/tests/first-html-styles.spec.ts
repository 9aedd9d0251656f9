// The first HTML carries the styles of what the app shows next on every listing (issue 15): the
// cards of the first answer, the departments' buttons and the footer. The app's style cache knows
// them by name, so showing those parts compiles and inserts none of their styles in the commit.
import { expect, test } from '../fixtures/test.ts';

// The winners page has no departments bar.
for (const [path, departments] of [
  ['/', true],
  ['/search?s=phone', true],
  ['/winners', false],
] as const) {
  test(`on ${path} the first cards, the departments and the footer are drawn with the first HTML's styles`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await expect(page.locator('#first-paint')).toHaveCount(0);
    await expect(page.locator('article').first()).toBeVisible();
    if (departments) await expect(page.getByRole('button', { name: 'Electronics', exact: true })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.locator('footer')).toBeVisible();
    const notHeld = await page.evaluate(() => {
      const held = new Set(
        Array.from(document.querySelectorAll('style[data-first-styles]')).flatMap((style) =>
          style.getAttribute('data-first-styles')!.split(' '),
        ),
      );
      const parts = [
        document.querySelector('article'),
        document.querySelector('footer'),
        Array.from(document.querySelectorAll('button[aria-haspopup="menu"]')).find(
          (button) => button.textContent?.trim() === 'Electronics',
        ),
      ];
      // A picture's class changes once it has loaded (it fades in), which no first HTML can hold.
      const elements = parts.flatMap((part) => (part ? [part, ...Array.from(part.querySelectorAll(':not(img)'))] : []));
      const names = elements.flatMap((element) =>
        Array.from(element.classList)
          .filter((name) => name.startsWith('css-'))
          .map((name) => name.slice('css-'.length)),
      );
      return { parts: parts.filter(Boolean).length, notHeld: [...new Set(names)].filter((name) => !held.has(name)) };
    });
    expect(notHeld).toEqual({ parts: departments ? 3 : 2, notHeld: [] });
  });
}

// On a phone the first HTML fetches only the pictures of its first screen: its lazy pictures below
// it wait for the app, whose cards load them when they near the screen (a lazy picture loads at
// the page's first layout, before its first paint, and took the phone's link from the largest
// paint). With the app's scripts held back, what the first HTML alone fetches is what counts.
for (const path of ['/winners', '/search?s=phone']) {
  test(`on ${path} the first HTML fetches its pictures below the first screen on a wide screen only`, async ({ page }) => {
    const requested = new Set<string>();
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/media/')) requested.add(request.url());
    });
    // The page's entry loads the app through main-*.js; without it the first HTML stays.
    await page.route(/\/assets\/main-[\w-]+\.js$/, (route) => route.abort());
    const load = async (width: number) => {
      requested.clear();
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      // A fresh page each time: nothing from the other width's load in its memory cache.
      await page.goto('about:blank');
      await page.goto(path);
      await expect(page.locator('#first-paint')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      const pictures = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLImageElement>('#first-paint img[src^="/media/"]'), (img) => ({
          lazy: img.loading === 'lazy',
          src: img.currentSrc,
        })),
      );
      return { pictures, requested: [...requested].sort() };
    };
    const phone = await load(390);
    const eager = [...new Set(phone.pictures.filter((picture) => !picture.lazy).map((picture) => picture.src))].sort();
    expect(eager.length).toBeGreaterThan(0);
    expect(phone.pictures.filter((picture) => picture.lazy).length).toBeGreaterThan(0);
    // The ones that load at once (the first row of cards, and the winners' first photos), no other.
    expect(phone.requested).toEqual(eager);
    // On a wide screen the lazy ones in view load with them.
    const wide = await load(1440);
    const lazyLoaded = wide.pictures.filter((picture) => picture.lazy && picture.src !== '');
    expect(lazyLoaded.length).toBeGreaterThan(0);
    for (const picture of lazyLoaded) expect(wide.requested).toContain(picture.src);
  });
}
