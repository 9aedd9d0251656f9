// The shell: theme, language, header variants and the routes that already behave fully.
import { expect, test } from '../fixtures/test.ts';
import { keepScreenshot } from '../fixtures/screenshots.ts';

test('the chosen theme survives a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
});

test('switching to isiZulu changes the header', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const header = page.getByTestId('site-header');
  await expect(header.getByRole('link', { name: 'Winners' })).toBeVisible();
  await page.getByRole('button', { name: 'Change language' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose your language' });
  await dialog.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'isiZulu (Zulu)' });
  await expect(header.getByRole('link', { name: 'Abanqobi' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Ikhaya', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zu');
  await keepScreenshot(page, testInfo, 'header-isizulu');
  // The choice is kept: a new visit opens in isiZulu.
  await page.reload();
  await expect(header.getByRole('link', { name: 'Abanqobi' })).toBeVisible();
});

test('an unknown path shows the not-found page with a way home', async ({ page }, testInfo) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('404')).toBeVisible();
  await expect(page.getByText('Page not found').first()).toBeVisible();
  await keepScreenshot(page, testInfo, 'not-found');
  await page
    .getByRole('link', { name: 'Go Home' })
    .or(page.getByRole('button', { name: 'Go Home' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('article').first()).toBeVisible();
});

test('a 390 px viewport shows the mobile header with its menu', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const header = page.getByTestId('site-header');
  await expect(header).toHaveAttribute('data-variant', 'mobile');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('link', { name: 'Winners' })).toBeVisible();
  await keepScreenshot(page, testInfo, 'mobile-menu-390');
  await drawer.getByRole('link', { name: 'Winners' }).click();
  await expect(page).toHaveURL(/\/winners$/);
  // Navigating closes the menu.
  await expect(drawer).toBeHidden();
});

test('the header hides on scroll down and comes back on scroll up', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const header = page.getByTestId('site-header');
  await expect(page.locator('article').first()).toBeVisible();
  await page.mouse.wheel(0, 1200);
  await expect(header).toHaveAttribute('data-hidden', 'true');
  await page.mouse.wheel(0, -300);
  await expect(header).toHaveAttribute('data-hidden', 'false');
});

test('/termsAndConditions lands on the home page with the terms open', async ({ page }, testInfo) => {
  await page.goto('/termsAndConditions');
  await expect(page).toHaveURL(/\/$/);
  const terms = page.getByRole('dialog');
  await expect(terms).toContainText('15 February 2025');
  await keepScreenshot(page, testInfo, 'terms-modal');
  await terms.getByRole('button', { name: /close/i }).click();
  await expect(terms).toBeHidden();
});

test('links without their token ask the visitor to check the link', async ({ page }) => {
  for (const path of ['/auth', '/setup-account', '/reset-password']) {
    await page.goto(path);
    await expect(page.getByText('Please check your link')).toBeVisible();
  }
  await page.goto('/help/time');
  await expect(page.getByText('Please check your time')).toBeVisible();
});

test('/admin leaves the shop for the staff site', async ({ page, baseURL }) => {
  const response = await page.request.get('/admin', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe(`${baseURL}/staff`);
});

test('the footer FAQ link opens the guide at the FAQ', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/guide$/);
  await expect(page.locator('#faq')).toBeInViewport();
});
