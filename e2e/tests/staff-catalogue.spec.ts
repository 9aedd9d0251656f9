// The staff console's catalogue end to end: the owner adds an operator, who adds a product with a
// picture (uploaded, re-encoded by the server with a thumbnail) and a Zulu title, and schedules an
// auction of it; the shop shows the auction with that picture at once, in English and in isiZulu.
// The operator then puts a new bid pack on sale and the shop's buy-packs answer lists it; the
// owner opens the figures with their charts. Screens at 1440 and 360 px.
import { fileURLToPath } from 'node:url';
import { expect, hydratingLoads, test } from '../fixtures/test.ts';
import { linkFromMail } from '../fixtures/mailbox.ts';
import { prepared } from '../fixtures/prepared.ts';
import { keepScreenshot } from '../fixtures/screenshots.ts';

const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 360, height: 780 };
const UPLOADED_PICTURE = /^\/media\/uploads\/catalogue\/.+\.webp$/;
const PICTURE = fileURLToPath(new URL('../../apps/server/assets/catalogue/beauty-wellness/cat-fragrance.webp', import.meta.url));

test('an operator adds a product with a picture and texts; its auction shows them in the shop at once', async ({ browser }, testInfo) => {
  test.setTimeout(240_000);
  const data = prepared();
  const tag = Date.now().toString(36);
  const operatorEmail = `e2e.catalogue.${tag}@blitz.example.co.za`;
  const title = `Staff perfume ${tag}`;
  const zuluTitle = `Iphunga ${tag}`;

  const ownerContext = await browser.newContext({ viewport: WIDE });
  const owner = hydratingLoads(await ownerContext.newPage());
  await owner.goto('/staff/');
  await owner.getByLabel('Email').fill(data.staffOwner.email);
  await owner.getByLabel('Password').fill(data.staffOwner.password);
  await owner.getByRole('button', { name: 'Sign in' }).click();
  await owner.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Staff' }).click();
  await owner.getByLabel('Email').fill(operatorEmail);
  await owner.getByRole('button', { name: 'Add and email link' }).click();
  await expect(owner.getByText('Account created; the setup link is on its way.')).toBeVisible();

  const operatorContext = await browser.newContext({ viewport: WIDE });
  const operator = hydratingLoads(await operatorContext.newPage());
  await operator.goto(await linkFromMail(operatorEmail, '/staff/setup/'));
  await operator.getByLabel('New password', { exact: false }).first().fill('Operator-password-2026');
  await operator.getByLabel('New password again').fill('Operator-password-2026');
  await operator.getByRole('button', { name: 'Set password and sign in' }).click();
  const sections = operator.getByRole('navigation', { name: 'Sections' });
  // Operators run the catalogue and packs; the figures are the owner's.
  await expect(sections.getByRole('link', { name: 'Figures' })).toHaveCount(0);
  await sections.getByRole('link', { name: 'Catalogue' }).click();
  await expect(operator.getByRole('table', { name: 'Products' })).toBeVisible();

  // A new product, its picture and its Zulu title.
  await operator.getByRole('button', { name: 'New product' }).click();
  const dialog = operator.getByRole('dialog', { name: 'New product' });
  await dialog.getByRole('button', { name: 'Create and add pictures' }).click();
  await expect(dialog.getByText('A product needs a title of at most 200 characters.')).toBeVisible();
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('Eau de parfum, 50 ml, in its gift box.');
  await dialog.getByRole('button', { name: 'Create and add pictures' }).click();
  await expect(operator.getByRole('heading', { name: title })).toBeVisible();
  await operator.locator('input[type=file]').setInputFiles(PICTURE);
  const picture = operator.getByRole('img', { name: `${title}, picture 1` });
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute('src', /\/media\/uploads\/catalogue\/.+-thumb\.webp$/);
  await operator.getByText('Other languages').click();
  await operator.getByLabel('Title in Zulu').fill(zuluTitle);
  await operator.getByRole('button', { name: 'Save texts' }).click();
  await expect(operator.getByText('Saved; the shop shows it now.')).toBeVisible();
  await keepScreenshot(operator, testInfo, 'staff-product-1440', true);

  // An auction of it, tomorrow.
  await operator.getByRole('link', { name: 'Schedule an auction' }).click();
  await operator.getByLabel('Product').fill(tag);
  await operator.getByRole('option', { name: new RegExp(title) }).click();
  await expect(operator.getByLabel('Title')).toHaveValue(title);
  await operator.getByRole('combobox', { name: 'Department' }).click();
  await operator.getByRole('option', { name: 'Beauty & Wellness' }).click();
  await operator.getByRole('combobox', { name: 'Category' }).click();
  await operator.getByRole('option', { name: 'Fragrance' }).click();
  const opensAt = await operator.evaluate(() => {
    const at = new Date(Date.now() + 24 * 3_600_000);
    return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  });
  await operator.getByLabel('Auction time').fill(opensAt);
  await operator.getByLabel('Starting amount').fill('1.00');
  await operator.getByLabel('Retail price').fill('1299.00');
  await operator.getByRole('button', { name: 'Schedule auction' }).click();
  const row = operator.getByRole('row').filter({ hasText: title });
  await expect(row).toBeVisible();
  const auctionId = Number(/#(\d+)/.exec((await row.textContent()) ?? '')?.[1]);
  expect(auctionId).toBeGreaterThan(0);

  // The shop, without a restart: its answer names the auction's title and uploaded picture at once,
  // and its item page shows them (once the cold page has started), then in isiZulu.
  const shopperContext = await browser.newContext({ viewport: WIDE });
  const shopper = hydratingLoads(await shopperContext.newPage());
  const shopAnswer = await shopper.request.post('/api/auction/get', { data: { auctionID: auctionId } });
  expect(shopAnswer.status()).toBe(200);
  expect(await shopAnswer.json()).toMatchObject({ title, mainImage: { full: expect.stringMatching(UPLOADED_PICTURE) } });
  await shopper.goto(`/item/${auctionId}`);
  await expect(shopper.getByRole('heading', { name: title })).toBeVisible();
  await expect(shopper.locator('img[src*="/media/uploads/catalogue/"]').first()).toBeVisible();
  await keepScreenshot(shopper, testInfo, 'shop-staff-product-1440');
  await shopper.evaluate(() => localStorage.setItem('i18nextLng', 'zu'));
  await shopper.reload();
  await expect(shopper.getByRole('heading', { name: zuluTitle })).toBeVisible();

  // A new bid pack is on sale at once. Its price is this run's own, so that a repeat on the same
  // server finds its own pack's row, not an earlier run's: R20.00 to R99.99, below the seeded
  // packs' prices and above their prices per Blitz (and this pack's).
  const packCents = 2_000 + (Math.floor(Date.now() / 1_000) % 8_000);
  const packPrice = (packCents / 100).toFixed(2);
  const packRow = () => operator.getByRole('row').filter({ hasText: `R${packPrice}` });
  await sections.getByRole('link', { name: 'Bid packs' }).click();
  await operator.getByRole('button', { name: 'New pack' }).click();
  const packDialog = operator.getByRole('dialog', { name: 'New pack' });
  await packDialog.getByLabel('Price (R)').fill(packPrice);
  await packDialog.getByLabel('Blitz').fill('7');
  await packDialog.getByRole('button', { name: 'Save' }).click();
  await expect(packRow()).toContainText('on sale');
  await operator.setViewportSize(PHONE);
  await keepScreenshot(operator, testInfo, 'staff-packs-360');
  const packs = (await (await shopper.request.post('/api/packs/get', { data: {} })).json()) as { bids: number; price: number }[];
  expect(packs).toContainEqual(expect.objectContaining({ bids: 7, price: packCents / 100 }));
  await packRow().getByRole('button', { name: 'Edit' }).click();
  const editDialog = operator.getByRole('dialog', { name: 'Edit pack' });
  await editDialog.getByLabel('On sale').uncheck();
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(packRow()).toContainText('off sale');

  // The owner's figures, with their charts, on a phone.
  await owner.setViewportSize(PHONE);
  await owner.goto('/staff/figures');
  await expect(owner.getByRole('heading', { name: 'Figures' })).toBeVisible();
  await expect(owner.getByRole('img', { name: /Revenue per day/ }).locator('canvas')).toBeVisible();
  await expect(owner.getByText('Revenue from packs')).toBeVisible();
  await keepScreenshot(owner, testInfo, 'staff-figures-360', true);
  await Promise.all([ownerContext, operatorContext, shopperContext].map((context) => context.close()));
});
