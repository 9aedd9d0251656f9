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
