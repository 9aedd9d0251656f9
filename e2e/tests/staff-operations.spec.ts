// The staff console runs the shop: an operator ships a paid order (courier and tracking number)
// and the buyer finds both in the order history, also through its courier and tracking filters;
// a support user gives a shopper Blitz with a reason and the shopper's header shows the new
// balance at once, without a reload; a visitor's report from /contact-us lands in the reports
// inbox. Screens at 1440 and 390 px.
import type { Browser, Page } from '@playwright/test';
import { expect, hydratingLoads, test } from '../fixtures/test.ts';
import { prepared, signIn } from '../fixtures/prepared.ts';
import { keepScreenshot } from '../fixtures/screenshots.ts';

const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

async function staffPage(browser: Browser, account: { email: string; password: string }, viewport = WIDE): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = hydratingLoads(await context.newPage());
  await page.goto('/staff/');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  return page;
}

test('an operator ships an order and the buyer sees courier and tracking in the order history', async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(180_000);
  const data = prepared();
  const ayanda = data.shoppers[7]!;
  const operator = await staffPage(browser, data.staffOperator);
  await operator.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Orders' }).click();
  await operator.getByLabel('Buyer (email or nickname)').fill(ayanda.nickname);
  const row = operator.getByRole('row').filter({ hasText: `#${data.paidOrderId}` });
  await expect(row).toContainText('Paid');
  await keepScreenshot(operator, testInfo, 'staff-orders-1440');
  await row.getByRole('link', { name: `#${data.paidOrderId}` }).click();
  await expect(operator.getByRole('heading', { name: `Order #${data.paidOrderId}` })).toBeVisible();
  await operator.getByRole('button', { name: 'Mark as processing' }).click();
  await expect(operator.getByText('Saved: the order is Processing.')).toBeVisible();
  // Shipping asks for both the courier and the tracking number.
  await operator.getByLabel('Courier').fill('The Courier Guy');
  await operator.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(operator.getByText('Enter the courier and the tracking number.')).toBeVisible();
  await operator.getByLabel('Tracking number').fill('TCG-E2E-4411');
  await operator.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(operator.getByText('Saved: the order is Shipped.')).toBeVisible();
  await keepScreenshot(operator, testInfo, 'staff-order-shipped-1440');

  // The buyer, on a phone: the order history shows the courier and the tracking number, and the
  // courier and tracking filters (SPEC.md `cor`, `trak`) find the order.
  const buyerContext = await browser.newContext({ viewport: PHONE });
  await signIn(buyerContext, baseURL!, ayanda);
  const buyer = hydratingLoads(await buyerContext.newPage());
  await buyer.goto('/dashboard?page=winnings&cor=courier%20guy&trak=E2E-4411');
  const orders = buyer.getByRole('list', { name: 'Your orders' });
  await expect(orders.getByText('Shipped with The Courier Guy, tracking number TCG-E2E-4411')).toBeVisible();
  await expect(orders.getByText('Shipped', { exact: true })).toBeVisible();
  await keepScreenshot(buyer, testInfo, 'order-history-shipped-390');
  await buyer.goto('/dashboard?page=winnings&trak=NO-SUCH-NUMBER');
  await expect(buyer.getByText('Shipped with The Courier Guy')).toHaveCount(0);
  await Promise.all([operator.context().close(), buyerContext.close()]);
});

test(
  'a support user adjusts a balance and the shopper header shows it at once',
  { tag: '@smoke' },
  async ({ browser, baseURL }, testInfo) => {
    test.setTimeout(180_000);
    const data = prepared();
    const ayanda = data.shoppers[7]!;
    const shopperContext = await browser.newContext({ viewport: WIDE });
    await signIn(shopperContext, baseURL!, ayanda);
    const shopper = hydratingLoads(await shopperContext.newPage());
    await shopper.goto('/');
    const balance = shopper.getByRole('banner').getByRole('link', { name: /Blitz: buy more/ });
    await expect(balance).toHaveAccessibleName('30 Blitz: buy more');

    const support = await staffPage(browser, data.staffSupport, PHONE);
    await support.getByRole('button', { name: 'Open the sections menu' }).click();
    const sections = support.getByRole('navigation', { name: 'Sections' });
    await expect(sections.getByRole('link', { name: 'Auctions' })).toHaveCount(0);
    await sections.getByRole('link', { name: 'Users' }).click();
    await support.getByLabel('Email or nickname').fill('ayanda');
    await support.getByRole('link', { name: ayanda.nickname }).click();
    await expect(support.getByLabel('Balance')).toHaveText('30 free + 0 paid Blitz');
    // Over the support limit: refused before it is sent.
    await support.getByLabel('Blitz (+ or -)').fill('500');
    await support.getByLabel('Reason', { exact: true }).fill('Goodwill for a late delivery');
    await support.getByRole('button', { name: 'Adjust' }).click();
    await expect(support.getByText('Support staff adjust at most 100 Blitz per shopper a day.')).toBeVisible();
    await support.getByLabel('Blitz (+ or -)').fill('15');
    await support.getByRole('button', { name: 'Adjust' }).click();
    await expect(support.getByText('Balance now 45 free + 0 paid Blitz.')).toBeVisible();
    await expect(support.getByRole('table', { name: 'Ledger' }).getByRole('row').nth(1)).toContainText('Goodwill for a late delivery');
    await keepScreenshot(support, testInfo, 'staff-user-adjusted-390');

    // No reload: the shop hears the new balance over its socket.
    await expect(balance).toHaveAccessibleName('45 Blitz: buy more');
    await keepScreenshot(shopper, testInfo, 'header-balance-after-adjustment-1440');
    await Promise.all([support.context().close(), shopperContext.close()]);
  },
);

test('a visitor reports a problem on /contact-us and support finds it in the reports inbox', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const data = prepared();
  const tag = Date.now().toString(36);
  const message = `The countdown on my phone froze ${tag}`;
  const visitorContext = await browser.newContext({ viewport: PHONE });
  const visitor = hydratingLoads(await visitorContext.newPage());
  await visitor.goto('/contact-us');
  const form = visitor.getByRole('form', { name: 'Report a problem' });
  await form.getByLabel('Message', { exact: false }).fill(message);
  await form.getByLabel('Email', { exact: false }).fill('not an email');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('alert')).toHaveText('Invalid email address.');
  await form.getByLabel('Name', { exact: false }).fill('Lerato Visitor');
  await form.getByLabel('Email', { exact: false }).fill(`lerato.${tag}@example.co.za`);
  await form.getByLabel('Cell Number', { exact: false }).fill('082 555 0199');
  await keepScreenshot(visitor, testInfo, 'contact-us-report-form-390', true);
  await visitor.setViewportSize(WIDE);
  await keepScreenshot(visitor, testInfo, 'contact-us-report-form-1440', true);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(visitor.getByRole('dialog', { name: 'Thank you' })).toBeVisible();

  const support = await staffPage(browser, data.staffSupport);
  await support.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Reports' }).click();
  const row = support.getByRole('table', { name: 'Reports' }).getByRole('row').filter({ hasText: message });
  await expect(row).toContainText('Lerato Visitor');
  await expect(row).toContainText('new');
  await Promise.all([support.context().close(), visitorContext.close()]);
});
