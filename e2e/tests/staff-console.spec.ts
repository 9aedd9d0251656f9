// The staff console end to end: the owner signs in and adds an operator, who follows the emailed
// setup link and schedules an auction; it opens in the shop on time and a shopper wins it. The
// owner then finds the operator's change in the audit log. Screens at 1440 and 390 px.
import { expect, hydratingLoads, test } from '../fixtures/test.ts';
import { linkFromMail } from '../fixtures/mailbox.ts';
import { prepared, signIn } from '../fixtures/prepared.ts';
import { keepScreenshot } from '../fixtures/screenshots.ts';

const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

test('an operator schedules an auction that opens in the shop on time and is won', async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(240_000);
  const data = prepared();
  const tag = Date.now().toString(36);
  const operatorEmail = `e2e.operator.${tag}@blitz.example.co.za`;
  const title = `Staff scheduled kettle ${tag}`;

  // The owner signs in and adds the operator.
  const ownerContext = await browser.newContext({ viewport: WIDE });
  const owner = hydratingLoads(await ownerContext.newPage());
  await owner.goto('/staff/');
  await owner.getByRole('button', { name: 'Sign in' }).click();
  await expect(owner.getByText('Email is required')).toBeVisible();
  await owner.getByLabel('Email').fill(data.staffOwner.email);
  await owner.getByLabel('Password').fill('not the password');
  await owner.getByRole('button', { name: 'Sign in' }).click();
  await expect(owner.getByRole('alert')).toHaveText('Email or password is incorrect');
  await owner.getByLabel('Password').fill(data.staffOwner.password);
  await owner.getByRole('button', { name: 'Sign in' }).click();
  await expect(owner.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await owner.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Staff' }).click();
  await owner.getByLabel('Email').fill(operatorEmail);
  // The role starts at operator, the most common addition.
  await expect(owner.getByRole('combobox', { name: 'Role', exact: true })).toHaveText('operator');
  await owner.getByRole('button', { name: 'Add and email link' }).click();
  await expect(owner.getByText('Account created; the setup link is on its way.')).toBeVisible();
  await expect(owner.getByRole('cell', { name: operatorEmail })).toBeVisible();
  await keepScreenshot(owner, testInfo, 'staff-accounts-1440');

  // The operator sets a password from the emailed link, on a phone.
  const operatorContext = await browser.newContext({ viewport: PHONE });
  const operator = hydratingLoads(await operatorContext.newPage());
  await operator.goto(await linkFromMail(operatorEmail, '/staff/setup/'));
  await operator.getByLabel('New password', { exact: false }).first().fill('Operator-password-2026');
  await operator.getByLabel('New password again').fill('Operator-password-2026');
  await keepScreenshot(operator, testInfo, 'staff-setup-390');
  await operator.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(operator.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  // Operators see auctions, orders and reports, not users, staff management or the audit log.
  await operator.getByRole('button', { name: 'Open the sections menu' }).click();
  const sections = operator.getByRole('navigation', { name: 'Sections' });
  await expect(sections.getByRole('link', { name: 'Auctions' })).toBeVisible();
  await expect(sections.getByRole('link', { name: 'Catalogue' })).toBeVisible();
  for (const closed of ['Users', 'Staff', 'Audit log', 'Figures'])
    await expect(sections.getByRole('link', { name: closed })).toHaveCount(0);
  await keepScreenshot(operator, testInfo, 'staff-menu-390');
  await sections.getByRole('link', { name: 'Auctions' }).click();
  await expect(operator.getByRole('table', { name: 'Auctions' })).toBeVisible();
  await keepScreenshot(operator, testInfo, 'staff-auctions-390');

  // Scheduling it, on a wide screen: it opens in 30 seconds for a one-minute window.
  await operator.setViewportSize(WIDE);
  await operator.getByRole('link', { name: 'New auction' }).click();
  await operator.getByLabel('Product').fill('Kettle');
  await operator.getByRole('option').first().click();
  await operator.getByLabel('Title').fill(title);
  const opensAt = await operator.evaluate(() => {
    const at = new Date(Date.now() + 30_000);
    return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 19);
  });
  await operator.getByLabel('Auction time').fill(opensAt);
  await operator.getByLabel('Opening window (minutes)').fill('1');
  await operator.getByLabel('Timer (seconds)').fill('10');
  await operator.getByLabel('Starting amount').fill('1.00');
  await operator.getByLabel('Retail price').fill('899.00');
  await keepScreenshot(operator, testInfo, 'staff-auction-form-1440', true);
  await operator.getByRole('button', { name: 'Schedule auction' }).click();
  const row = operator.getByRole('row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Not Started');
  await keepScreenshot(operator, testInfo, 'staff-auctions-1440');
  const auctionId = Number(/#(\d+)/.exec((await row.textContent()) ?? '')?.[1]);
  expect(auctionId).toBeGreaterThan(0);

  // The operator keeps the live monitor open while it runs.
  await operator.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Live monitor' }).click();
  await expect(operator.getByRole('status').getByText('Live')).toBeVisible();
  const monitorRow = operator.getByRole('table', { name: 'Running auctions' }).getByRole('row').filter({ hasText: title });

  // The shop lists it before it opens, opens it on time, and a shopper wins it with one bid.
  const shopperContext = await browser.newContext({ viewport: WIDE });
  await signIn(shopperContext, baseURL!, data.shoppers[6]!);
  const shopper = hydratingLoads(await shopperContext.newPage());
  await shopper.goto(`/item/${auctionId}`);
  await expect(shopper.getByRole('heading', { name: title })).toBeVisible();
  await expect(shopper.getByText('Starts in').first()).toBeVisible();
  const placeBid = shopper.getByRole('button', { name: 'Place bid' });
  await expect(placeBid).toBeEnabled({ timeout: 60_000 });
  await expect(monitorRow).toContainText('R1.00');
  await placeBid.click();
  await expect(shopper.getByText('You are the highest bidder').first()).toBeVisible();
  // The monitor shows the bid as it happens: the new price and the shopper leading.
  await expect(monitorRow).toContainText(data.shoppers[6]!.nickname);
  await keepScreenshot(operator, testInfo, 'staff-live-monitor-1440');
  await expect(shopper.getByRole('dialog', { name: 'You won!' })).toBeVisible({ timeout: 90_000 });
  await keepScreenshot(shopper, testInfo, 'staff-scheduled-auction-won');

  // The owner finds the operator's scheduling in the audit log.
  await owner.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Audit log' }).click();
  await owner.getByLabel('Action').fill('auction.create');
  const entry = owner.getByRole('row').filter({ hasText: `auction #${auctionId}` });
  await expect(entry).toContainText(operatorEmail);
  await expect(entry).toContainText(title);
  await keepScreenshot(owner, testInfo, 'staff-audit-1440');
  await Promise.all([ownerContext, operatorContext, shopperContext].map((context) => context.close()));
});
