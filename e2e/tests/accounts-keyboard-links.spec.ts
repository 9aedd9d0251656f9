// Accounts by keyboard and screen reader (issue 3), part 2: the pages and flows behind the
// emailed links, reached with Tab alone and completed with Enter, Space and typing: the
// setup-account page (both themes), forgot password with the reset-password page, and magic link.
import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectFocusInside, expectReadableText, tabTo } from '../fixtures/a11y.ts';
import { createAccount, newShopper } from '../fixtures/accounts.ts';
import { linkFromMail } from '../fixtures/mailbox.ts';
import { keepScreenshot, useSavedTheme } from '../fixtures/screenshots.ts';
import { expect, test } from '../fixtures/test.ts';

// An address of this file's own (global-setup trusts loopback proxies) for the rate limits.
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.22' }, viewport: { width: 1440, height: 900 } });

const avatar = (page: Page, nickname: string) => page.getByRole('button', { name: `Account menu for ${nickname}` });

/** From anywhere on the page: Tab to the header's Login button and open the login dialog with Enter. */
async function openLoginByKeyboard(page: Page) {
  const login = page.getByRole('banner').getByRole('button', { name: 'Login' });
  await tabTo(page, login);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeFocused();
  return { login, dialog };
}

for (const theme of ['dark', 'light'] as const) {
  test(`the setup-account page by keyboard in the ${theme} theme`, async ({ page }, testInfo) => {
    await useSavedTheme(page, theme);
    const shopper = newShopper(`kbsetup${theme}`);
    expect((await page.request.post('/api/auth/register', { data: { email: shopper.email, lanIso: 'en' } })).status()).toBe(200);
    await page.goto(await linkFromMail(shopper.email, '/setup-account/'));

    const form = page.getByRole('form', { name: 'Set up your account' });
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(shopper.email);
    const create = form.getByRole('button', { name: 'Create account' });
    await tabTo(page, create);
    await page.keyboard.press('Enter');

    // The first invalid field takes the focus, so its error is read out at once.
    const field = (name: string) => form.getByRole('textbox', { name, exact: true });
    await expect(field('First name')).toBeFocused();
    // Every error is tied to its field (aria-invalid and aria-describedby).
    for (const name of ['First name', 'Last name', 'Nickname', 'Password']) {
      await expect(field(name)).toHaveAttribute('aria-invalid', 'true');
      await expect(field(name)).toHaveAccessibleDescription(/\S/);
    }
    for (const name of ['First name', 'Last name', 'Nickname'])
      await expect(field(name)).toHaveAccessibleDescription('This field is required');
    const adult = form.getByRole('checkbox', { name: 'I confirm that I am 18 or older and live in South Africa' });
    await expect(adult).toHaveAttribute('aria-invalid', 'true');
    await expect(adult).toHaveAttribute('aria-required', 'true');
    await expect(adult).toHaveAccessibleDescription('Please confirm that you are 18 or older and live in South Africa');
    await expectReadableText(page.getByRole('main'));
    await keepScreenshot(page, testInfo, `a11y-setup-errors-${theme}`);

    await page.keyboard.type('Lindiwe');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Khumalo');
    await page.keyboard.press('Tab');
    await page.keyboard.type(shopper.nickname);
    await page.keyboard.press('Tab');
    await expect(field('Password')).toBeFocused();
    await page.keyboard.type(shopper.password);
    await page.keyboard.press('Tab');
    const show = form.getByRole('button', { name: 'Show password' }).first();
    await expect(show).toBeFocused();
    await expect(show).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('Space');
    const hide = form.getByRole('button', { name: 'Hide password' });
    await expect(hide).toBeFocused();
    await expect(hide).toHaveAttribute('aria-pressed', 'true');
    await expect(field('Password')).toHaveAttribute('type', 'text');
    await page.keyboard.press('Tab');
    await expect(field('Confirm password')).toBeFocused();
    await page.keyboard.type(shopper.password);
    await tabTo(page, adult);
    await page.keyboard.press('Space');
    await expect(adult).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(create).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(avatar(page, shopper.nickname)).toBeVisible();
  });
}

test('forgot password and the reset-password page by keyboard (light theme)', async ({ page }, testInfo) => {
  await useSavedTheme(page, 'light');
  const shopper = newShopper('kbreset');
  await createAccount(page.request, shopper);
  await page.goto('/');
  const { login, dialog } = await openLoginByKeyboard(page);
  const forgotLink = dialog.getByRole('button', { name: 'Forgot your password?' });
  await tabTo(page, forgotLink);
  await page.keyboard.press('Enter');

  const forgot = page.getByRole('dialog', { name: 'Forgot your password?' });
  const email = forgot.getByRole('textbox', { name: 'Email' });
  await expect(email).toBeFocused();
  await expect(forgot.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expect(forgot.getByRole('button', { name: 'Send reset link' })).toBeDisabled();
  await page.keyboard.press('Tab');
  await expectFocusInside(forgot);
  await page.keyboard.press('Escape');
  await expect(forgot).toBeHidden();
  // The login dialog it came from has closed too; the focus goes back to the header's Login.
  await expect(login).toBeFocused();

  await page.keyboard.press('Enter');
  await tabTo(page, forgotLink);
  await page.keyboard.press('Enter');
  await expect(email).toBeFocused();
  // An email without an account gets the same answer as one with (202: nobody learns which emails
  // exist), so the dialog below is what both see; only the real account is mailed.
  const unknown = await page.request.post('/api/auth/forgot', { data: { email: 'nobody.keyboard@example.co.za', lanIso: 'en' } });
  expect(unknown.status()).toBe(202);
  await page.keyboard.type(shopper.email);
  await page.keyboard.press('Enter');
  const sent = page.getByRole('dialog', { name: 'Reset email sent' });
  await expect(sent).toHaveAccessibleDescription(/^Check your inbox/);
  await expect(sent.getByRole('button', { name: 'OK' })).toBeFocused();
  await expectReadableText(sent);
  await page.keyboard.press('Enter');
  await expect(sent).toBeHidden();
  // Both account dialogs have gone; the focus goes back to the header's Login that opened them.
  await expect(login).toBeFocused();

  await page.goto(await linkFromMail(shopper.email, '/reset-password/', 1));
  const form = page.getByRole('form', { name: 'Choose a new password' });
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(shopper.email);
  const fresh = `${shopper.password}-new`;
  await tabTo(page, form.getByRole('textbox', { name: 'New password' }));
  await page.keyboard.type(fresh);
  const confirm = form.getByRole('textbox', { name: 'Confirm password' });
  await tabTo(page, confirm);
  await page.keyboard.type('something else');
  await tabTo(page, form.getByRole('button', { name: 'Save new password' }));
  await page.keyboard.press('Enter');
  await expect(confirm).toHaveAttribute('aria-invalid', 'true');
  await expect(confirm).toHaveAccessibleDescription('Passwords do not match');
  await expectReadableText(page.getByRole('main'));
  await keepScreenshot(page, testInfo, 'a11y-reset-mismatch-light');

  await tabTo(page, confirm, { backwards: true });
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(fresh);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(avatar(page, shopper.nickname)).toBeVisible();
  const digest = createHash('sha256').update(fresh).digest('hex');
  const relogin = await page.request.post('/api/auth/login', {
    data: { loginToken: Buffer.from(`${shopper.email}:${digest}`).toString('base64') },
  });
  expect(relogin.status()).toBe(200);
});

test('magic-link sign-in by keyboard (dark theme)', async ({ page }, testInfo) => {
  await useSavedTheme(page, 'dark');
  const shopper = newShopper('kbmagic');
  await createAccount(page.request, shopper);
  await page.goto('/');
  const { login, dialog } = await openLoginByKeyboard(page);
  await page.keyboard.type(shopper.email);
  // The Magic Link button is there while the password is empty.
  await tabTo(page, dialog.getByRole('button', { name: 'Magic Link' }));
  await page.keyboard.press('Enter');

  const magic = page.getByRole('dialog', { name: 'Magic Link' });
  const email = magic.getByRole('textbox', { name: 'Email' });
  await expect(email).toBeFocused();
  await expect(email).toHaveValue(shopper.email);
  await expect(magic.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expectReadableText(magic);
  await keepScreenshot(page, testInfo, 'a11y-magic-link-dark');
  await tabTo(page, magic.getByRole('button', { name: 'Send Magic Link' }));
  await page.keyboard.press('Enter');

  const sent = page.getByRole('dialog', { name: 'Magic Link sent' });
  await expect(sent).toHaveAccessibleDescription(/^Check your inbox for your sign-in link/);
  await expect(sent.getByRole('button', { name: 'OK' })).toBeFocused();
  await expectReadableText(sent);
  await page.keyboard.press('Escape');
  await expect(sent).toBeHidden();
  await expect(login).toBeFocused();

  await page.goto(await linkFromMail(shopper.email, '/auth/', 1));
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(avatar(page, shopper.nickname)).toBeVisible();
});
