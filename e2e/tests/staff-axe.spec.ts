// axe-core and screenshots on every route of the staff console (a desktop tool): no serious or
// critical violation at 1280 and 1920 px, for the owner on every section's pages and for a visitor
// on the sign-in and setup pages, with a full-page screenshot of each route at each width kept with
// the run's artifacts. The figures page's CSV buttons sit side by side inside the page at 1280,
// 1440 and 1920 px.
import { createHash } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, BrowserContext, Page, TestInfo } from '@playwright/test';
import { expect, hydratingLoads, test } from '../fixtures/test.ts';
import { prepared } from '../fixtures/prepared.ts';
import { keepScreenshot } from '../fixtures/screenshots.ts';
import { transitionsEnded } from '../fixtures/a11y.ts';

const WIDTHS = [1280, 1920] as const;
const HEIGHTS: Record<number, number> = { 1280: 800, 1440: 900, 1920: 1080 };
/** The staff owner signs in from an address of their own, so the suite's other sign-ins do not share its limit. */
const ADDRESS = '203.0.113.251';

interface Route {
  name: string;
  path: string;
}

/** Signs the prepared owner in through the staff API and keeps the token for every page of `context`. */
async function signInOwner(context: BrowserContext, baseURL: string): Promise<string> {
  const { email, password } = prepared().staffOwner;
  const digest = createHash('sha256').update(password).digest('hex');
  const response = await context.request.post(`${baseURL}/api/staff/auth/login`, {
    data: { loginToken: Buffer.from(`${email}:${digest}`).toString('base64') },
    headers: { 'X-Forwarded-For': ADDRESS },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { staffToken } = (await response.json()) as { staffToken: string };
  await context.addInitScript((token) => localStorage.setItem('blitzStaffToken', token), staffToken);
  return staffToken;
}

/** The first id a staff list call answers (a report is sent first when the inbox is empty). */
async function firstId(request: APIRequestContext, baseURL: string, token: string, path: string, key: string): Promise<number> {
  const response = await request.post(`${baseURL}/api/staff${path}`, {
    data: { pageNumber: 1, pageSize: 1 },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  const rows = ((await response.json()) as Record<string, { id: number }[]>)[key]!;
  expect(rows.length, `${path} has a row`).toBeGreaterThan(0);
  return rows[0]!.id;
}

async function ownerRoutes(request: APIRequestContext, baseURL: string, token: string): Promise<Route[]> {
  const data = prepared();
  const reports = await request.post(`${baseURL}/api/report/create`, {
    data: {
      fullName: 'Axe Check',
      email: 'axe.check@example.co.za',
      cellNumber: '0825550123',
      message: 'Checking the inbox.',
      type: 'Issue',
    },
    headers: { 'X-Forwarded-For': ADDRESS },
  });
  expect(reports.status()).toBe(202);
  const [userId, reportId, productId] = await Promise.all([
    firstId(request, baseURL, token, '/users/search', 'users'),
    firstId(request, baseURL, token, '/reports/list', 'reports'),
    firstId(request, baseURL, token, '/catalogue/items/list', 'items'),
  ]);
  return [
    { name: 'home', path: '/staff/' },
    { name: 'auctions', path: '/staff/auctions' },
    { name: 'live-monitor', path: '/staff/live-monitor' },
    { name: 'auction-new', path: '/staff/auctions/new' },
    { name: 'auction-edit', path: `/staff/auctions/${data.buyNowAuctionId}` },
    { name: 'auction-clone', path: `/staff/auctions/${data.buyNowAuctionId}/clone` },
    { name: 'catalogue', path: '/staff/catalogue' },
    { name: 'product', path: `/staff/catalogue/products/${productId}` },
    { name: 'departments', path: '/staff/catalogue/departments' },
    { name: 'packs', path: '/staff/packs' },
    { name: 'figures', path: '/staff/figures' },
    { name: 'orders', path: '/staff/orders' },
    { name: 'order', path: `/staff/orders/${data.paidOrderId}` },
    { name: 'users', path: '/staff/users' },
    { name: 'user', path: `/staff/users/${userId}` },
    { name: 'reports', path: '/staff/reports' },
    { name: 'report', path: `/staff/reports/${reportId}` },
    { name: 'staff-accounts', path: '/staff/staff-accounts' },
    { name: 'audit', path: '/staff/audit' },
  ];
}

const VISITOR_ROUTES: Route[] = [
  { name: 'sign-in', path: '/staff/' },
  { name: 'setup', path: '/staff/setup/not-a-real-token?email=new.operator%40blitz.example.co.za' },
  { name: 'setup-bad-link', path: '/staff/setup/not-a-real-token' },
];

/** Waits until the page has drawn its content: a heading, no loading spinner, no pending request for a moment. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[role="status"] [role="progressbar"]')).toHaveCount(0, { timeout: 15_000 });
  // Let transitions (menus, ripples, the live monitor's first snapshot) end before colours are judged.
  await transitionsEnded(page, 300);
}

async function checkRoute(page: Page, testInfo: TestInfo, route: Route, width: number): Promise<string[]> {
  await page.goto(route.path);
  await settle(page);
  await keepScreenshot(page, testInfo, `staff-axe-${route.name}-${width}`, true);
  const { violations } = await new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${width} px ${route.path}: ${violation.id} (${violation.impact}) on ${violation.nodes.length} element(s): ${violation.nodes
          .slice(0, 3)
          .map((node) => `${node.target.join(' ')} ${node.failureSummary?.split('\n').slice(1, 2).join(' ') ?? ''}`.trim())
          .join(' | ')}`,
    );
}

/** Every route at both widths, the two widths' pages side by side in one context. */
async function violationsAtBothWidths(context: BrowserContext, testInfo: TestInfo, routes: Route[]): Promise<string[]> {
  const found = await Promise.all(
    WIDTHS.map(async (width) => {
      const page = hydratingLoads(await context.newPage());
      await page.setViewportSize({ width, height: HEIGHTS[width]! });
      const here: string[] = [];
      for (const route of routes) here.push(...(await checkRoute(page, testInfo, route, width)));
      await page.close();
      return here;
    }),
  );
  return found.flat();
}

test(`no serious or critical axe violation on any staff route for the owner (${WIDTHS.join(' and ')} px)`, async ({
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(600_000);
  const token = await signInOwner(context, baseURL!);
  const routes = await ownerRoutes(context.request, baseURL!, token);
  const found = await violationsAtBothWidths(context, testInfo, routes);
  expect(found, found.join('\n')).toEqual([]);
});

test(`no serious or critical axe violation on the staff sign-in and setup pages (${WIDTHS.join(' and ')} px)`, async ({
  context,
}, testInfo) => {
  test.setTimeout(180_000);
  const found = await violationsAtBothWidths(context, testInfo, VISITOR_ROUTES);
  expect(found, found.join('\n')).toEqual([]);
});

test("the figures page's CSV buttons sit side by side inside the page (1280, 1440 and 1920 px)", async ({ context, baseURL }, testInfo) => {
  await signInOwner(context, baseURL!);
  const page = hydratingLoads(await context.newPage());
  for (const width of [1280, 1440, 1920]) {
    await page.setViewportSize({ width, height: HEIGHTS[width]! });
    await page.goto('/staff/figures');
    const days = page.getByRole('button', { name: 'Days as CSV' });
    const auctions = page.getByRole('button', { name: 'Auctions as CSV' });
    await expect(auctions).toBeVisible();
    const [a, b] = [(await days.boundingBox())!, (await auctions.boundingBox())!];
    const textFits = await page.evaluate(() =>
      Array.from(document.querySelectorAll('button'))
        .filter((button) => /as CSV/.test(button.textContent ?? ''))
        .every((button) => button.scrollWidth <= button.clientWidth),
    );
    expect(textFits, `${width} px: each button holds its text`).toBe(true);
    expect(a.x + a.width, `${width} px: the buttons do not overlap`).toBeLessThanOrEqual(b.x + 0.5);
    expect(b.x + b.width, `${width} px: the buttons stay inside the page`).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px: no sideways scrolling`).toBeLessThanOrEqual(
      width,
    );
    await keepScreenshot(page, testInfo, `staff-figures-toolbar-${width}`);
  }
});
