// Accounts by keyboard and screen reader (issue 3), part 1: the sign-up and Report a Problem
// dialogs in both themes, reached with Tab alone and completed with Enter, Space and typing.
// Each run checks accessible names, that focus moves into the dialog and stays there, that
// Escape closes it and focus returns, that errors are announced, and the text contrast.
import type { Page } from '@playwright/test';
import { expectFocusInside, expectReadableText, tabTo } from '../fixtures/a11y.ts';
import { newShopper } from '../fixtures/accounts.ts';
import { keepScreenshot, useSavedTheme } from '../fixtures/screenshots.ts';
import { expect, test } from '../fixtures/test.ts';

// An address of this file's own (global-setup trusts loopback proxies), so its account calls
// do not share the per-address rate limits with the other specs.
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.21' } });

/** Tab presses stay inside `dialog`: MUI's focus trap cycles through its controls. */
async function expectFocusTrapped(page: Page, dialog: ReturnType<Page['getByRole']>, presses = 8) {
  for (let i = 0; i < presses; i += 1) {
    await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
    await expectFocusInside(dialog);
  }
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await useSavedTheme(page, theme);
    });

    test('the sign-up dialog by keyboard: names, focus, Escape, an announced error, then success', async ({ page }, testInfo) => {
      const shopper = newShopper(`kb${theme}`);
      await page.goto('/');
      const opener = page.getByRole('banner').getByRole('button', { name: 'Sign Up' });
      await tabTo(page, opener);
      await page.keyboard.press('Enter');

      const dialog = page.getByRole('dialog', { name: 'Sign up' });
      const email = dialog.getByRole('textbox', { name: 'Email' });
      await expect(email).toBeFocused();
      await expect(dialog.getByRole('button', { name: 'Sign Up' })).toBeDisabled();
      await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Log In' })).toBeVisible();
      await expectFocusTrapped(page, dialog);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();

      await page.keyboard.press('Enter');
      await expect(email).toBeFocused();
      await page.keyboard.type('not-an-email');
      await page.keyboard.press('Enter');
      // The error is tied to the field, so a screen reader reads it with the field.
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAccessibleDescription('Email is invalid');
      await expectReadableText(dialog);
      await keepScreenshot(page, testInfo, `a11y-signup-error-${theme}`);

      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(shopper.email);
      await page.keyboard.press('Enter');
      const success = page.getByRole('dialog', { name: 'Success' });
      await expect(success).toHaveAccessibleDescription(/^Please check your email for the activation link/);
      await expect(success.getByRole('button', { name: 'OK' })).toBeFocused();
      await expectReadableText(success);
      await keepScreenshot(page, testInfo, `a11y-signup-success-${theme}`);
      await page.keyboard.press('Space');
      await expect(success).toBeHidden();
      // The sign-up dialog closed before its success dialog did; the focus goes back to the opener.
      await expect(opener).toBeFocused();
    });

    test('the home page and the login dialog on a phone and a desktop: readable header and dialog, screenshots', async ({
      page,
    }, testInfo) => {
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
        await page.goto('/');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // The header holds the contained orange button (Sign Up, or Login on a phone).
        const banner = page.getByRole('banner');
        await expectReadableText(banner);
        await keepScreenshot(page, testInfo, `a11y-home-${theme}-${width}`);

        const login = banner.getByRole('button', { name: 'Login' });
        await tabTo(page, login);
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: 'Log in' });
        await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeFocused();
        await page.keyboard.type('shopper@example.co.za');
        await expectReadableText(dialog);
        await keepScreenshot(page, testInfo, `a11y-login-${theme}-${width}`);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(login).toBeFocused();
      }
    });

    test('the Report a Problem dialog by keyboard: names, focus, Escape, announced errors, then sent', async ({ page }, testInfo) => {
      // A short page, so the footer is a few Tab presses away.
      await page.goto('/about');
      const opener = page.getByRole('contentinfo').getByRole('button', { name: 'Report a problem' });
      await tabTo(page, opener, { maxPresses: 120 });
      await page.keyboard.press('Enter');

      const dialog = page.getByRole('dialog', { name: 'Report a Problem' });
      const name = dialog.getByRole('textbox', { name: 'Name' });
      await expect(name).toBeFocused();
      for (const field of ['Email', 'Cell Number', 'Message']) await expect(dialog.getByRole('textbox', { name: field })).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
      await expectFocusTrapped(page, dialog);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();

      await page.keyboard.press('Space');
      await expect(name).toBeFocused();
      await page.keyboard.press('Enter');
      const alert = dialog.getByRole('alert');
      // SPEC.md section 5: the blank message is checked first, before the name the form requires.
      await expect(alert).toHaveText('Blank message cannot be submitted.');

      await page.keyboard.type('Sipho Dlamini');
      await page.keyboard.press('Tab');
      await page.keyboard.type('sipho.keyboard@example.co.za');
      await page.keyboard.press('Tab');
      await page.keyboard.type('082 555 0199');
      const submit = dialog.getByRole('button', { name: 'Submit' });
      await tabTo(page, submit);
      await page.keyboard.press('Enter');
      await expect(alert).toHaveText('Blank message cannot be submitted.');
      await expectReadableText(dialog);
      await keepScreenshot(page, testInfo, `a11y-report-error-${theme}`);

      await tabTo(page, dialog.getByRole('textbox', { name: 'Message' }), { backwards: true });
      await page.keyboard.type('The Tab key skips nothing, thank you.');
      await tabTo(page, submit);
      await page.keyboard.press('Enter');
      const thanks = page.getByRole('dialog', { name: 'Thank you' });
      await expect(thanks.getByRole('button', { name: 'OK' })).toBeFocused();
      await expect(dialog).toBeHidden();
      await page.keyboard.press('Escape');
      await expect(thanks).toBeHidden();
      await expect(opener).toBeFocused();
    });
  });
}
