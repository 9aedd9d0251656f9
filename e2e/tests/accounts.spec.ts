// Accounts end to end (issue 3): sign-up from the home banner through the emailed setup link to a
// signed-in dashboard, logout and login, the wrong-password message, magic-link sign-in, a
// password reset ending the old session, an anonymous problem report, and sign-up at 390 px.
import type { Page } from '@playwright/test';
import { linkFromMail } from '../fixtures/mailbox.ts';
import { skipDailyCheckIn } from '../fixtures/prepared.ts';
import { keepScreenshot, useSavedTheme } from '../fixtures/screenshots.ts';
import { expect, hydratingLoads, test } from '../fixtures/test.ts';
import { shopPageShown } from '../fixtures/shop-page.ts';

// Five sign-ups (ten register and signup calls) are the whole per-address allowance of 15 minutes,
// so this file counts under an address of its own, as the keyboard specs do.
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.23' } });

const PASSWORD = 'braai-Lekker-2026';
let counter = 0;

function newShopper(): { email: string; nickname: string } {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return { email: `shopper.${tag}@example.co.za`, nickname: `Shopper${tag}` };
}

const avatar = (page: Page, nickname: string) => page.getByRole('button', { name: `Account menu for ${nickname}` });

/**
 * Logout loads the home page anew (not a `goto` of the test's): the next tap waits for it to
 * hydrate, as one after `goto` does.
 */
async function logOut(page: Page, nickname: string) {
  await avatar(page, nickname).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await shopPageShown(page);
}

/** Home banner -> sign-up modal -> emailed link -> setup form -> dashboard. */
async function signUp(page: Page, shopper: { email: string; nickname: string }, shoot?: (name: string) => Promise<void>) {
  await page.goto('/');
  await page.getByRole('button', { name: /sign up free/i }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await dialog.getByLabel('Email').fill(shopper.email);
  await shoot?.('signup-modal');
  await dialog.getByRole('button', { name: 'Sign Up' }).click();
  const success = page.getByRole('dialog', { name: 'Success' });
  await expect(success).toContainText('Please check your email for the activation link');
  await success.getByRole('button', { name: 'OK' }).click();

  await page.goto(await linkFromMail(shopper.email, '/setup-account/'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const email = page.getByLabel(/^Email/);
  if ((await email.inputValue()) === '') await email.fill(shopper.email);
  await page.getByLabel('First name').fill('Thandi');
  await page.getByLabel('Last name').fill('Mokoena');
  await page.getByLabel('Nickname').fill(shopper.nickname);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel(/^Confirm password/).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /18 or older/ }).check();
  await shoot?.('setup-account');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await shopPageShown(page);
  await expect(avatar(page, shopper.nickname)).toBeVisible();
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel(/^Password/).fill(password);
  await dialog.getByRole('button', { name: 'Login' }).click();
}

test('sign up from the home banner, log out, log back in', { tag: '@smoke' }, async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const shopper = newShopper();
  await signUp(page, shopper, (name) => keepScreenshot(page, testInfo, `accounts-${name}-1440`));
  await expect(page.getByText('Mokoena')).toBeVisible();
  await keepScreenshot(page, testInfo, 'accounts-dashboard-1440');
  const token = await page.evaluate(() => localStorage.getItem('refreshToken'));

  await avatar(page, shopper.nickname).click();
  await keepScreenshot(page, testInfo, 'accounts-user-menu-1440');
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await shopPageShown(page);
  // Logout ends the session on the server too: the token no longer refreshes.
  await expect.poll(async () => (await page.request.post('/api/auth/refresh', { data: { refreshToken: token } })).status()).toBe(401);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();

  await logIn(page, shopper.email, PASSWORD);
  await expect(avatar(page, shopper.nickname)).toBeVisible();
});

test('a wrong password says "Email or password is incorrect"', async ({ page }) => {
  const shopper = newShopper();
  await signUp(page, shopper);
  await logOut(page, shopper.nickname);
  await logIn(page, shopper.email, 'not-my-password');
  await expect(page.getByRole('alertdialog')).toContainText('Email or password is incorrect');
});

test('magic link signs in', async ({ page }) => {
  const shopper = newShopper();
  await signUp(page, shopper);
  await logOut(page, shopper.nickname);
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Email').fill(shopper.email);
  await login.getByRole('button', { name: 'Magic Link' }).click();
  const magic = page.getByRole('dialog', { name: 'Magic Link' });
  await magic.getByRole('button', { name: 'Send Magic Link' }).click();
  await expect(page.getByRole('dialog', { name: 'Magic Link sent' })).toBeVisible();
  // Mail 0 was the setup link; mail 1 is the magic link.
  await page.goto(await linkFromMail(shopper.email, '/auth/', 1));
  await expect(page).toHaveURL(/\/dashboard$/);
  await shopPageShown(page);
  await expect(avatar(page, shopper.nickname)).toBeVisible();
});

test('a password reset ends the old session', async ({ page, browser }) => {
  const shopper = newShopper();
  await signUp(page, shopper);
  const oldToken = await page.evaluate(() => localStorage.getItem('refreshToken'));
  expect(oldToken).toBeTruthy();

  const other = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  await skipDailyCheckIn(other);
  const second = hydratingLoads(await other.newPage());
  await second.goto('/');
  await second.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await second.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Forgot your password?' }).click();
  const forgot = second.getByRole('dialog', { name: 'Forgot your password?' });
  await forgot.getByLabel('Email').fill(shopper.email);
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(second.getByRole('dialog', { name: 'Reset email sent' })).toBeVisible();
  await second.goto(await linkFromMail(shopper.email, '/reset-password/', 1));
  const email = second.getByLabel('Email');
  if ((await email.inputValue()) === '') await email.fill(shopper.email);
  await second.getByLabel(/^New password/).fill(`${PASSWORD}-new`);
  await second.getByLabel(/^Confirm password/).fill(`${PASSWORD}-new`);
  await second.getByRole('button', { name: 'Save new password' }).click();
  await expect(avatar(second, shopper.nickname)).toBeVisible();
  await other.close();

  // The first browser's token no longer refreshes, and its live connection was closed at once: it
  // comes back as a visitor and is asked to log in again.
  const refreshed = await page.request.post('/api/auth/refresh', { data: { refreshToken: oldToken } });
  expect(refreshed.status()).toBe(401);
  const ended = page.getByRole('alertdialog', { name: 'Failed to authenticate' });
  await expect(ended).toHaveAccessibleDescription('Please login again');
  await ended.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await shopPageShown(page);
  // And the old password no longer works.
  await logIn(page, shopper.email, PASSWORD);
  await expect(page.getByRole('alertdialog')).toContainText('Email or password is incorrect');
});

test('an anonymous visitor can report a problem', async ({ page }, testInfo) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Report a problem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report a Problem' });
  await dialog.getByLabel('Name').fill('Sipho Dlamini');
  await dialog.getByLabel('Email').fill('sipho@example.co.za');
  await dialog.getByLabel('Cell Number').fill('082 555 0199');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Blank message cannot be submitted.');
  await dialog.getByLabel('Message').fill('The countdown on my phone stopped at 00:00:05.');
  await keepScreenshot(page, testInfo, 'accounts-report-1440');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you' })).toBeVisible();
});

test('sign-up works on a 390 px phone', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const shopper = newShopper();
  await signUp(page, shopper, (name) => keepScreenshot(page, testInfo, `accounts-${name}-390`));
  await keepScreenshot(page, testInfo, 'accounts-dashboard-390');
});

for (const theme of ['light', 'dark'] as const) {
  test(`the login dialog works from the keyboard in the ${theme} theme`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await useSavedTheme(page, theme);
    await page.goto('/');
    const login = page.getByRole('banner').getByRole('button', { name: 'Login' });
    await login.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog.getByLabel('Email')).toBeFocused();
    await page.keyboard.type('nobody@example.co.za');
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel(/^Password/)).toBeFocused();
    await page.keyboard.type('secret-123');
    await expect(dialog.getByRole('button', { name: 'Magic Link' })).toHaveCount(0);
    await keepScreenshot(page, testInfo, `accounts-login-1440-${theme}`);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alertdialog')).toContainText('Email or password is incorrect');
  });
}
