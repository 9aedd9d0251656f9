// Two shoppers bid against each other on one auction in two browser contexts until it ends (by the
// 90% rule on the fifth bid): each sees the other's bids live; the winner is led to the cart and the
// loser sees who won. Then favourites: a heart filled in one context fills in a second context of
// the same shopper without a reload.
import { expect, hydratingLoads, test } from '../fixtures/test.ts';
import { prepared, signIn } from '../fixtures/prepared.ts';
import { keepScreenshot } from '../fixtures/screenshots.ts';

test(
  'two shoppers bid on one auction until it ends; the winner goes to the cart',
  { tag: '@smoke' },
  async ({ browser, baseURL }, testInfo) => {
    const data = prepared();
    const [duma, zanele] = data.shoppers as [(typeof data.shoppers)[0], (typeof data.shoppers)[0]];
    const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
    await signIn(contexts[0]!, baseURL!, duma);
    await signIn(contexts[1]!, baseURL!, zanele);
    const [a, b] = (await Promise.all(contexts.map((context) => context.newPage()))).map(hydratingLoads);
    const url = `/item/${data.duelAuctionId}`;
    await Promise.all([a!.goto(url), b!.goto(url)]);

    const bidders = [
      { page: a!, other: b!, nickname: duma.nickname },
      { page: b!, other: a!, nickname: zanele.nickname },
    ];
    for (let bid = 1; bid <= 5; bid += 1) {
      const { page, other, nickname } = bidders[(bid - 1) % 2]!;
      const price = `R${(8.5 + bid * 0.1).toFixed(2)}`;
      await page.getByRole('button', { name: 'Place bid' }).click();
      if (bid < 5) {
        // The bidder leads and may not bid again; the other sees the new price and the bidder live.
        await expect(page.getByText('You are the highest bidder').first()).toBeVisible();
        await expect(other.getByText(price).first()).toBeVisible();
        await expect(other.getByText(nickname).first()).toBeVisible();
        await expect(other.getByRole('button', { name: 'Place bid' })).toBeEnabled();
      }
      if (bid === 2) await keepScreenshot(page, testInfo, 'bidding-duel-live');
    }

    // Duma's fifth bid reached R9.00, 90% of the R10.00 retail price: the auction ends with him as winner.
    const won = a!.getByRole('dialog', { name: 'You won!' });
    await expect(won).toBeVisible();
    await keepScreenshot(a!, testInfo, 'bidding-won');
    await expect(b!.getByText(`Won by ${duma.nickname}`).first()).toBeVisible();
    await expect(b!.getByText('This auction has ended.').first()).toBeVisible();
    await keepScreenshot(b!, testInfo, 'bidding-lost');
    await won.getByRole('button', { name: 'Go to cart' }).click();
    await expect(a!).toHaveURL(/\/dashboard\?page=payment/);
    await Promise.all(contexts.map((context) => context.close()));
  },
);

test('a favourite marked in one window fills the heart in another window of the same shopper', async ({ browser, baseURL }) => {
  const data = prepared();
  const kagiso = data.shoppers[2]!;
  const context = await browser.newContext();
  await signIn(context, baseURL!, kagiso);
  const first = hydratingLoads(await context.newPage());
  const second = hydratingLoads(await context.newPage());
  // The duel's card in search results carries the heart.
  const url = '/search?s=Duel';
  await Promise.all([first.goto(url), second.goto(url)]);
  const heart = (page: typeof first) => page.getByRole('button', { name: /favourites/i }).first();
  await expect(heart(second)).toHaveAttribute('aria-pressed', 'false');
  await heart(first).click();
  await expect(heart(second)).toHaveAttribute('aria-pressed', 'true');
  await context.close();
});
