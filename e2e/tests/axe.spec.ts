// axe-core on every route (issue 15): no serious or critical violation in either theme, on a
// phone (390 px) and on a desktop (1440 px), for a visitor and, on the dashboard, for a shopper.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { prepared, signIn } from '../fixtures/prepared.ts';
import { useSavedTheme } from '../fixtures/screenshots.ts';

const WIDTHS = [390, 1440] as const;
const THEMES = ['dark', 'light'] as const;

function visitorRoutes(): string[] {
  const data = prepared();
  return [
    '/',
    '/login',
    '/signup',
    '/setup-account',
    '/reset-password',
    '/help/time',
    `/item/${data.buyNowAuctionId}`,
    `/buy-now/${data.buyNowAuctionId}`,
    '/buy-packs',
    '/payment/return',
    '/payment/cancel',
    '/winners',
    '/fair-play/digests',
    `/fair-play/${data.recordedAuctionId}`,
    '/search?s=phone',
    '/about',
    '/guide',
    '/contact-us',
    '/termsAndConditions',
    '/billboard',
    '/no/such/page',
  ];
}

const SHOPPER_ROUTES = ['/dashboard?page=profile', '/dashboard?page=payment', '/dashboard?page=rewards', '/dashboard?page=bids'];

/** Waits until the page has drawn its content: no page loader, no pending request for a moment. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await expect(page.locator('[role="progressbar"][aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  // Listing cards past the first few mount one per task; colours are judged once they all have.
  await expect(page.locator('li[data-waiting]')).toHaveCount(0, { timeout: 15_000 });
  // Let transitions (dialogs fading in, cards appearing) end before colours are judged.
  await page.waitForTimeout(400);
}

async function seriousViolations(page: Page, route: string): Promise<string[]> {
  await page.goto(route);
  await settle(page);
  // label-content-name-mismatch is one of axe's experimental rules, off unless asked for.
  const { violations } = await new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${route}: ${violation.id} (${violation.impact}) on ${violation.nodes.length} element(s): ${violation.nodes
          .slice(0, 3)
          .map((node) => `${node.target.join(' ')} ${node.failureSummary?.split('\n').slice(1, 2).join(' ') ?? ''}`.trim())
          .join(' | ')}`,
    );
}

for (const theme of THEMES) {
  for (const width of WIDTHS) {
    test(`no serious or critical axe violation on any visitor route (${theme} theme, ${width} px)`, async ({ page }) => {
      test.setTimeout(600_000);
      await useSavedTheme(page, theme);
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      const found: string[] = [];
      for (const route of visitorRoutes()) found.push(...(await seriousViolations(page, route)));
      expect(found, found.join('\n')).toEqual([]);
    });

    test(`no serious or critical axe violation on the dashboard (${theme} theme, ${width} px)`, async ({ page, context, baseURL }) => {
      test.setTimeout(300_000);
      await signIn(context, baseURL!, prepared().shoppers[0]!);
      await useSavedTheme(page, theme);
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      const found: string[] = [];
      for (const route of SHOPPER_ROUTES) found.push(...(await seriousViolations(page, route)));
      expect(found, found.join('\n')).toEqual([]);
    });
  }
}
