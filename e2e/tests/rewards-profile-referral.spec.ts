// Free Blitz for a complete profile and for bringing a friend, as shoppers meet them: a shopper
// fills in the profile with a picture and earns 5 free Blitz once (clearing and refilling a field
// earns nothing more); a shopper shares the referral link, the friend signs up through it and
// buys a bid pack through the sandbox gateway, and both are rewarded once, with popups, in both
// histories. The ledger check after the suite covers every grant.
import type { BrowserContext, Page } from '@playwright/test';
import { createAccount, newShopper } from '../fixtures/accounts.ts';
import { linkFromMail } from '../fixtures/mailbox.ts';
import { balanceButton, payOnGateway } from '../fixtures/gateway.ts';
import { PHOTO_PNG, PHOTO_SVG } from '../fixtures/pictures.ts';
import { signIn, skipDailyCheckIn } from '../fixtures/prepared.ts';
import { keepScreenshot } from '../fixtures/screenshots.ts';
import { expect, hydratingLoads, test } from '../fixtures/test.ts';

// Its sign-ups count under an address of their own, apart from the other specs' sign-ups.
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.37' } });

const rewardPopup = (page: Page) => page.getByTestId('reward-popup');

async function saveProfile(page: Page) {
  await page.getByRole('button', { name: 'Save' }).click();
  const saved = page.getByRole('dialog', { name: 'Profile saved' });
  await expect(saved).toBeVisible();
  await saved.getByRole('button', { name: 'OK' }).click();
}

async function newContext(browser: import('@playwright/test').Browser, baseURL: string, width: number): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: width < 800 ? 844 : 900 } });
  await skipDailyCheckIn(context);
  return context;
}

for (const width of [360, 1440]) {
  test(`a shopper completes the profile with a picture and earns 5 free Blitz once at ${width} px`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const shopper = newShopper(`profile${width}`);
    const context = await newContext(browser, baseURL!, width);
    await createAccount(context.request, shopper);
    await signIn(context, baseURL!, shopper);
    const page = hydratingLoads(await context.newPage());

    await page.goto('/dashboard?page=rewards');
    await expect(page.getByTestId('profile-reward-state')).toHaveText('Fill in every field below to earn 5 free Blitz.');
    await page.getByRole('link', { name: 'Complete my profile' }).click();
    await page.getByRole('button', { name: 'Edit profile' }).click();
    const form = page.getByRole('form', { name: 'Edit your profile' });
    await form.getByLabel('Cell number').fill('082 555 0142');
    await form.getByLabel('Location').fill('Soweto');
    await form.getByTestId('profile-picture-input').setInputFiles(
      // The phone's run picks an SVG, which the browser cannot resize: it goes as it is.
      width === 360
        ? { name: 'me.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(PHOTO_SVG) }
        : { name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(PHOTO_PNG, 'base64') },
    );
    await expect(form.getByRole('img', { name: 'Your profile picture' })).toBeVisible();
    await expect(form.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    await keepScreenshot(page, testInfo, `profile-form-${width}`, true);
    await saveProfile(page);

    await expect(rewardPopup(page)).toContainText('Profile completed +5 Blitz!');
    await expect(balanceButton(page, 5)).toBeVisible();
    // The re-encoded picture is the account's: on the profile and in the header's avatar.
    await expect(page.getByRole('main').getByRole('img', { name: 'Your profile picture' })).toHaveAttribute(
      'src',
      /\/media\/uploads\/profiles\/.+\.webp$/,
    );
    await expect(page.getByRole('banner').locator('img[src*="/media/uploads/profiles/"]').first()).toBeVisible();

    // Clearing a field and filling it in again earns nothing more.
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await form.getByLabel('Location').fill('');
    await saveProfile(page);
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await form.getByLabel('Location').fill('Soweto');
    await saveProfile(page);

    await page.goto('/dashboard?page=rewards');
    await expect(page.getByTestId('profile-reward-state')).toHaveText('Done: you earned 5 free Blitz for completing your profile.');
    const history = page.getByTestId('reward-history');
    await expect(history.getByRole('listitem')).toHaveCount(1);
    await expect(history).toContainText('Profile completed');
    await expect(page.getByTestId('free-blitz')).toHaveText('5');
    await expect(balanceButton(page, 5)).toBeVisible();
    await context.close();
  });
}

test('a friend signs up through the referral link and buys a pack: both are rewarded once', async ({ browser, baseURL }, testInfo) => {
  // Two shoppers, a sign-up through the emailed link and two payments: longer than one page's test.
  test.setTimeout(240_000);
  const referrer = newShopper('referrer');
  const referrerContext = await newContext(browser, baseURL!, 1440);
  await createAccount(referrerContext.request, referrer);
  await signIn(referrerContext, baseURL!, referrer);
  const referrerPage = hydratingLoads(await referrerContext.newPage());
  await referrerPage.goto('/dashboard?page=rewards');
  const link = await referrerPage.getByTestId('referral-link').inputValue();
  expect(link).toMatch(/\/\?ref=[\w-]+$/);
  await expect(referrerPage.getByTestId('referral-counts')).toHaveText('Friends joined: 0 · Friends who bought: 0');

  // The friend opens the shared link on a phone and signs up from the home page.
  const friend = newShopper('friend');
  const friendContext = await newContext(browser, baseURL!, 360);
  const page = hydratingLoads(await friendContext.newPage());
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByRole('button', { name: /sign up free/i }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await dialog.getByLabel('Email').fill(friend.email);
  await dialog.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByRole('dialog', { name: 'Success' }).getByRole('button', { name: 'OK' }).click();
  await page.goto(await linkFromMail(friend.email, '/setup-account/'));
  const email = page.getByLabel(/^Email/);
  if ((await email.inputValue()) === '') await email.fill(friend.email);
  await page.getByLabel('First name').fill('Sipho');
  await page.getByLabel('Last name').fill('Dlamini');
  await page.getByLabel('Nickname').fill(friend.nickname);
  await page.getByLabel(/^Password/).fill(friend.password);
  await page.getByLabel(/^Confirm password/).fill(friend.password);
  await page.getByRole('checkbox', { name: /18 or older/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await referrerPage.reload();
  await expect(referrerPage.getByTestId('referral-counts')).toHaveText('Friends joined: 1 · Friends who bought: 0');

  // A second tab of the friend's stays on the shop to receive the reward live.
  const friendWatcher = hydratingLoads(await friendContext.newPage());
  await friendWatcher.goto('/');
  // Setting up the account signed the friend in, which checked in for today: 1 free Blitz.
  const before = 1;
  await expect(balanceButton(friendWatcher, before)).toBeVisible();

  await page.goto('/buy-packs');
  await page.getByRole('button', { name: 'Add 50 Blitz to cart' }).click();
  await page.getByRole('link', { name: 'Go to checkout' }).click();
  await page.getByRole('button', { name: 'Pay R99.00' }).click();
  await payOnGateway(page, 'R99.00', 'Credit or debit card');

  await expect(rewardPopup(friendWatcher)).toContainText('Welcome reward +5 Blitz!');
  await expect(balanceButton(friendWatcher, before + 50 + 5)).toBeVisible();
  await keepScreenshot(friendWatcher, testInfo, 'referred-reward-popup-360');
  await expect(rewardPopup(referrerPage)).toContainText('Friend referred +10 Blitz!');
  await expect(balanceButton(referrerPage, 10)).toBeVisible();
  await keepScreenshot(referrerPage, testInfo, 'referrer-reward-popup-1440');

  // A second purchase earns nothing more.
  await page.goto('/buy-packs');
  await page.getByRole('button', { name: 'Add 50 Blitz to cart' }).click();
  await page.getByRole('link', { name: 'Go to checkout' }).click();
  await page.getByRole('button', { name: 'Pay R99.00' }).click();
  await payOnGateway(page, 'R99.00', 'Instant EFT');
  await expect(balanceButton(friendWatcher, before + 50 + 5 + 50)).toBeVisible();

  await page.goto('/dashboard?page=rewards');
  const friendHistory = page.getByTestId('reward-history');
  await expect(friendHistory.getByRole('listitem').filter({ hasText: 'Welcome reward' })).toHaveCount(1);
  await expect(friendHistory).toContainText('+5 Blitz');
  await referrerPage.reload();
  const referrerHistory = referrerPage.getByTestId('reward-history');
  await expect(referrerHistory.getByRole('listitem')).toHaveCount(1);
  await expect(referrerHistory).toContainText('Friend referred');
  await expect(referrerHistory).toContainText('+10 Blitz');
  await expect(referrerPage.getByTestId('free-blitz')).toHaveText('10');
  await expect(referrerPage.getByTestId('referral-counts')).toHaveText('Friends joined: 1 · Friends who bought: 1');
  await keepScreenshot(referrerPage, testInfo, 'referrer-rewards-1440', true);
  await friendContext.close();
  await referrerContext.close();
});
