// A shopper keeps a delivery address: adds it in the dashboard's shipping section by keyboard and
// mouse, sees the form's checks first, finds it again after a reload (it is stored on the
// server), edits it and deletes it; at 390 px and at 1440 px.
import { expect, hydratingLoads, test } from '../fixtures/test.ts';
import { prepared, signIn } from '../fixtures/prepared.ts';
import { expectReadableText } from '../fixtures/a11y.ts';
import { keepScreenshot } from '../fixtures/screenshots.ts';
import { pageScripts } from '../fixtures/page-scripts.ts';

test('a shopper adds, finds after a reload, edits and deletes a delivery address', async ({ browser, baseURL }, testInfo) => {
  const naledi = prepared().shoppers[3]!;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await signIn(context, baseURL!, naledi);
  const page = hydratingLoads(await context.newPage());
  await page.goto('/dashboard?page=shipping');
  await expect(page.getByText('No delivery addresses yet')).toBeVisible();
  // The dashboard loads no zod on the page's main thread (zod's schema types carry `$ZodType`):
  // the form, which checks its fields with the contract's schema, brings it when a button opens it.
  const zodScripts = async () => (await pageScripts(page)).withZod;
  expect(await zodScripts()).toEqual([]);

  await page.getByRole('button', { name: 'Add address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a delivery address' });
  const box = (name: string) => dialog.getByRole('textbox', { name: new RegExp(`^${name}`) });
  await expect(box('Address name')).toBeVisible();
  expect((await zodScripts()).length).toBeGreaterThan(0);
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(box('Address name')).toBeFocused();
  await keepScreenshot(page, testInfo, 'shipping-form-errors-390');

  await box('Address name').fill('Home');
  await box('Recipient name').fill('Naledi Mahlangu');
  await box('Recipient mobile number').fill('082 555 0123');
  await box('Street address').fill('7 Ntemi Piliso Street');
  await box('Suburb').fill('Newtown');
  await box('City or town').fill('Johannesburg');
  await box('Postal code').fill('2001');
  // A native select: the phone's own picker, chosen by its option's visible text.
  await dialog.getByRole('combobox', { name: /^Province/ }).selectOption({ label: 'Gauteng' });
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog).toBeHidden();

  const list = page.getByRole('list', { name: 'Your delivery addresses' });
  await expect(list.getByText('Naledi Mahlangu')).toBeVisible();
  await page.reload();
  await expect(list.getByText('7 Ntemi Piliso Street, Newtown, Johannesburg')).toBeVisible();
  // A first load of the section: the phone's sideways row of sections scrolls to show it too.
  await expect(page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: /^Shipping/ })).toBeInViewport({
    ratio: 1,
  });
  await expectReadableText(list);
  await keepScreenshot(page, testInfo, 'shipping-list-390');

  await page.setViewportSize({ width: 1440, height: 900 });
  await list.getByRole('button', { name: 'Edit Home' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit delivery address' });
  await edit.getByRole('textbox', { name: /^Address name/ }).fill('Office');
  await keepScreenshot(page, testInfo, 'shipping-edit-1440');
  await edit.getByRole('button', { name: 'Save address' }).click();
  await expect(list.getByRole('heading', { name: 'Office' })).toBeVisible();

  await list.getByRole('button', { name: 'Delete Office' }).click();
  await page.getByRole('dialog', { name: 'Delete this address?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No delivery addresses yet')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No delivery addresses yet')).toBeVisible();
  await context.close();
});
