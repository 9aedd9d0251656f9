// Free Blitz, as a new shopper meets them: the first visit of the day checks in (the modal with
// the day's reward and the streak, the reward popup, the header balance one up), a second visit
// the same day shows no modal, the header's check-in icon says checked in and leads to the
// dashboard's rewards section, which lists the check-in in the history and the calendar; at 360 px
// (the header still fits the phone) and at 1440 px.
import { createAccount, newShopper } from '../fixtures/accounts.ts';
import { signIn, southAfricanToday } from '../fixtures/prepared.ts';
import { keepScreenshot } from '../fixtures/screenshots.ts';
import { expect, hydratingLoads, test } from '../fixtures/test.ts';

for (const width of [360, 1440]) {
  test(`a new shopper checks in and finds it in the reward history at ${width} px`, async ({ browser, baseURL }, testInfo) => {
    const shopper = newShopper(`reward${width}`);
    const context = await browser.newContext({ baseURL, viewport: { width, height: width < 800 ? 844 : 900 } });
    await createAccount(context.request, shopper);
    await signIn(context, baseURL!, shopper, { dailyCheckIn: true });
    const page = hydratingLoads(await context.newPage());
    await page.goto('/');

    const modal = page.getByRole('dialog', { name: 'Daily check-in' });
    await expect(modal).toBeVisible({ timeout: 15_000 });
    await expect(modal.getByTestId('check-in-reward')).toHaveText('+1 Blitz');
    await expect(modal.getByTestId('check-in-streak')).toHaveText('Streak: 1 in a row');
    await expect(page.getByTestId('reward-popup')).toContainText('Daily check-in +1 Blitz!');
    await keepScreenshot(page, testInfo, `rewards-check-in-modal-${width}`);
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: /1 Blitz/ })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('lastCheckIn'))).toBe(southAfricanToday());
    const checkInIcon = page.getByRole('banner').getByTestId('check-in-status');
    await expect(checkInIcon).toBeVisible();
    await expect(checkInIcon).toHaveAttribute('data-checked-in', 'true');
    await expect(checkInIcon).toHaveAccessibleName('Checked in today, streak 1');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await keepScreenshot(page, testInfo, `rewards-header-${width}`);

    // A second visit the same day: no modal, the check-in is not repeated.
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await page.waitForTimeout(5000);
    await expect(modal).toBeHidden();

    await checkInIcon.click();
    await expect(page).toHaveURL(/\/dashboard\?page=rewards$/);
    const history = page.getByTestId('reward-history');
    await expect(history.getByRole('listitem')).toHaveCount(1);
    await expect(history).toContainText('Daily check-in');
    await expect(history).toContainText('+1 Blitz');
    await expect(page.getByTestId('free-blitz')).toHaveText('1');
    await expect(page.getByTestId('rewards-streak')).toHaveText('Streak: 1 in a row');
    const day = Number(southAfricanToday().slice(8));
    await expect(page.getByRole('listitem', { name: `${day}: checked in` })).toBeVisible();
    await expect(page.getByTestId('referral-link')).toHaveValue(new RegExp(`/\\?ref=`));
    await keepScreenshot(page, testInfo, `rewards-section-${width}`, true);
    await context.close();
  });
}
