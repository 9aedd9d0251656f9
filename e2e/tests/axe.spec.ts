// axe-core on every route (issue 15): no serious or critical violation in either theme, on a
// phone (390 px) and on a desktop (1440 px), for a visitor and, on the dashboard, for a shopper.
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, hydratingLoads, test } from '../fixtures/test.ts';
import { prepared, signIn } from '../fixtures/prepared.ts';
import { useSavedTheme } from '../fixtures/screenshots.ts';
import { transitionsEnded } from '../fixtures/a11y.ts';

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
  // Let transitions (dialogs fading in, cards appearing) end before colours are judged: a moment for
  // late ones to begin (the home page's major-auction popup comes once the browser is idle), then
  // until none with an end is running (a label judged mid-fade read 4.37:1, its colour half-faded).
  await transitionsEnded(page, 400);
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

/**
 * Every route at both widths, the two widths' pages side by side in one context (one theme): a
 * page's wait for its last requests and transitions overlaps the other's loading and judging,
 * which halves the suite's time on a two-core machine.
 */
async function violationsAtBothWidths(context: BrowserContext, theme: (typeof THEMES)[number], routes: string[]): Promise<string[]> {
  const found = await Promise.all(
    WIDTHS.map(async (width) => {
      const page = hydratingLoads(await context.newPage());
      await useSavedTheme(page, theme);
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      const here: string[] = [];
      for (const route of routes) here.push(...(await seriousViolations(page, route)).map((violation) => `${width} px ${violation}`));
      await page.close();
      return here;
    }),
  );
  return found.flat();
}

for (const theme of THEMES) {
  test(`no serious or critical axe violation on any visitor route (${theme} theme, ${WIDTHS.join(' and ')} px)`, async ({ context }) => {
    test.setTimeout(600_000);
    const found = await violationsAtBothWidths(context, theme, visitorRoutes());
    expect(found, found.join('\n')).toEqual([]);
  });

  test(`no serious or critical axe violation on the dashboard (${theme} theme, ${WIDTHS.join(' and ')} px)`, async ({
    context,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    await signIn(context, baseURL!, prepared().shoppers[0]!);
    const found = await violationsAtBothWidths(context, theme, SHOPPER_ROUTES);
    expect(found, found.join('\n')).toEqual([]);
  });
}
