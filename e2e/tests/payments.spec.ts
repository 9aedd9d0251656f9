// Paying through the built-in sandbox gateway (PayFast's protocol on the shop's own origin):
// a new shopper buys 100 Blitz and a second tab sees the balance change without a reload; a
// winner pays for a won item with their delivery address, then adds and removes a winner photo;
// a bidder uses buy now and gets the Blitz they spent on that auction back.
import { expect, hydratingLoads, test } from '../fixtures/test.ts';
import { createAccount, newShopper } from '../fixtures/accounts.ts';
import { prepared, signIn } from '../fixtures/prepared.ts';
import { expectReadableText } from '../fixtures/a11y.ts';
import { keepScreenshot } from '../fixtures/screenshots.ts';
import { balanceButton, payOnGateway } from '../fixtures/gateway.ts';
import { PHOTO_PNG } from '../fixtures/pictures.ts';

// Its sign-up counts under an address of its own, apart from the other specs' sign-ups.
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.24' } });

test(
  'a new shopper buys 100 Blitz and sees the balance change in another tab without reloading',
  { tag: '@smoke' },
  async ({ browser, baseURL }, testInfo) => {
    const shopper = newShopper('buyer');
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await createAccount(context.request, shopper);
    await signIn(context, baseURL!, shopper);
    const watcher = hydratingLoads(await context.newPage());
    await watcher.goto('/');
    await expect(balanceButton(watcher, 0)).toBeVisible();

    const page = hydratingLoads(await context.newPage());
    await page.goto('/buy-packs');
    await expect(page.getByRole('heading', { name: '100 Blitz' })).toBeVisible();
    await expect(page.getByText('R1.89 per Blitz')).toBeVisible();
    await keepScreenshot(page, testInfo, 'buy-packs-390');
    await page.getByRole('button', { name: 'Add 100 Blitz to cart' }).click();
    await expect(page.getByText('1 in your cart')).toBeVisible();
    await page.getByRole('link', { name: 'Go to checkout' }).click();
    await expect(page).toHaveURL(/\/dashboard\?page=payment/);
    // On a phone the sections menu is a sideways row, scrolled to show the current section.
    await expect(page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: /^Cart/ })).toBeInViewport({
      ratio: 1,
    });
    await expect(page.getByRole('list', { name: 'Items in your cart' }).getByText('100 Blitz')).toBeVisible();
    await expect(page.getByText('Total R189.00')).toBeVisible();
    await keepScreenshot(page, testInfo, 'cart-packs-390');
    await page.getByRole('button', { name: 'Pay R189.00' }).click();
    await payOnGateway(page, 'R189.00', 'Instant EFT', () => keepScreenshot(page, testInfo, 'sandbox-gateway-390'));
    await expect(page.getByText('You now have 100 Blitz.')).toBeVisible();
    await expectReadableText(page.getByRole('status'));
    await keepScreenshot(page, testInfo, 'payment-return-390');
    // The other tab never reloaded: the balance arrived over the realtime channel.
    await expect(balanceButton(watcher, 100)).toBeVisible();
    await context.close();
  },
);

test('a winner pays for a won item with a delivery address and finds it paid in the order history', async ({
  browser,
  baseURL,
}, testInfo) => {
  const data = prepared();
  const lerato = data.shoppers[4]!;
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await signIn(context, baseURL!, lerato);
  const page = hydratingLoads(await context.newPage());
  await page.goto('/dashboard?page=payment');
  const lines = page.getByRole('list', { name: 'Items in your cart' });
  await expect(lines.getByText(/^Won: /)).toBeVisible();
  await expect(lines.getByText('Won auction: pay within 7 days')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Home · Lerato Tester/ })).toBeChecked();
  await keepScreenshot(page, testInfo, 'cart-won-1440');
  await page.getByRole('button', { name: 'Pay R12.50' }).click();
  await payOnGateway(page, 'R12.50', 'Credit or debit card');
  await expect(page.getByText('Your order is paid.', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'View my orders' }).click();
  await expect(page).toHaveURL(/page=winnings/);
  // The status chip in the list (the filter's native select holds a 'Paid' option too).
  await expect(page.getByRole('list', { name: 'Your orders' }).getByText('Paid', { exact: true }).first()).toBeVisible();

  // The winner adds a photo of the item (resized in the browser, re-encoded by the server), then removes it.
  const add = page.getByRole('button', { name: /^Add a winner photo of Won: / });
  await expect(add).toBeVisible();
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'me-and-my-prize.png', mimeType: 'image/png', buffer: Buffer.from(PHOTO_PNG, 'base64') });
  const remove = page.getByRole('button', { name: /^Remove the winner photo of Won: / });
  await expect(remove).toBeVisible();
  await expect(page.locator('img[src*="/media/uploads/winners/"]').first()).toBeVisible();
  await keepScreenshot(page, testInfo, 'winner-photo-1440');
  await remove.click();
  await expect(add).toBeVisible();
  await expect(page.locator('img[src*="/media/uploads/winners/"]')).toHaveCount(0);
  await page.goto('/dashboard?page=payment');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await context.close();
});

test('a bidder buys now and gets back the Blitz spent bidding on that auction', async ({ browser, baseURL }, testInfo) => {
  const data = prepared();
  const sipho = data.shoppers[5]!;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await signIn(context, baseURL!, sipho);
  const page = hydratingLoads(await context.newPage());
  await page.goto(`/item/${data.buyNowAuctionId}`);
  await expect(balanceButton(page, 30)).toBeVisible();
  await page.getByRole('button', { name: 'Place bid' }).click();
  await expect(page.getByText('You are the highest bidder').first()).toBeVisible();
  // Reaching the bid button scrolled the page down, which hides the header: back to the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(balanceButton(page, 29)).toBeVisible();

  await page.goto(`/buy-now/${data.buyNowAuctionId}`);
  await expect(page.getByText('every Blitz you spent bidding on this auction comes back', { exact: false })).toBeVisible();
  await keepScreenshot(page, testInfo, 'buy-now-390');
  await page.getByRole('button', { name: 'Buy now for R35.00' }).click();
  await expect(page).toHaveURL(/\/dashboard\?page=payment/);
  await expect(page.getByRole('list', { name: 'Items in your cart' }).getByText('Buy now', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Pay R35.00' }).click();
  await payOnGateway(page, 'R35.00', 'American Express');
  await expect(balanceButton(page, 30)).toBeVisible();
  await context.close();
});
