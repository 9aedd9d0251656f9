// Win limits on the item page, before the shopper bids (issue 14): on an open Beginner auction,
// Lerato, who has won an auction, is warned that her bid would be refused (the refusal's own text)
// before she tries, and her bid button is disabled; Palesa, who never won (no other spec lets her
// bid), sees where she stands against the weekly limit instead and may bid.
// Screenshots of both at 360 and 1440 px.
import type { Browser } from '@playwright/test';
import { expect, hydratingLoads, test } from '../fixtures/test.ts';
import { prepared, signIn, type PreparedShopper } from '../fixtures/prepared.ts';
import { keepScreenshot } from '../fixtures/screenshots.ts';

async function itemPageOf(browser: Browser, baseURL: string, shopper: PreparedShopper, auctionId: number, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await signIn(context, baseURL, shopper);
  const page = hydratingLoads(await context.newPage());
  await page.goto(`/item/${auctionId}`);
  return page;
}

test('the item page tells a shopper about the win limits before they bid', async ({ browser, baseURL, request }, testInfo) => {
  test.setTimeout(120_000);
  const data = prepared();
  const [palesa, lerato] = [data.shoppers[8]!, data.shoppers[4]!];
  const search = await request.post(`${baseURL}/api/search/auction`, { data: { bidType: ['Beginner'], pageNumber: 1, pageSize: 24 } });
  expect(search.status()).toBe(200);
  const { products } = (await search.json()) as { products: { found: { id: number; status: string; bidType: string }[] } };
  const found = products.found.filter((p) => p.status === 'Open' && p.bidType === 'Beginner');
  expect(found.length).toBeGreaterThan(0);
  const auction = found[0]!;

  for (const width of [1440, 360]) {
    const won = await itemPageOf(browser, baseURL!, lerato, auction.id, width);
    const warning = won.getByTestId('win-limits');
    await expect(warning).toHaveText('This auction is only for bidders who have never won.');
    await expect(warning).toHaveRole('alert');
    // Said once: the disabled button points at the warning rather than repeating it.
    await expect(won.getByText('This auction is only for bidders who have never won.')).toHaveCount(1);
    await expect(won.getByRole('button', { name: 'Place bid' })).toHaveAttribute('aria-describedby', (await warning.getAttribute('id'))!);
    // The notice sits above the bid button, so it is read before the shopper bids.
    const [notice, button] = await Promise.all([warning.boundingBox(), won.getByRole('button', { name: 'Place bid' }).boundingBox()]);
    expect(notice!.y).toBeLessThan(button!.y);
    // The bid button decides with the contract's bid-type rule too: disabled, with the reason.
    await expect(won.getByRole('button', { name: 'Place bid' })).toBeDisabled();
    expect(notice!.x + notice!.width).toBeLessThanOrEqual(width);
    await warning.scrollIntoViewIfNeeded();
    await keepScreenshot(won, testInfo, `win-limits-refused-${width}`);

    const fresh = await itemPageOf(browser, baseURL!, palesa, auction.id, width);
    await expect(fresh.getByTestId('win-limits')).toHaveText(
      /^Fair play: \d of your 3 wins per 7 days used \(auctions you lead count until they end\)\.$/,
    );
    await expect(fresh.getByRole('button', { name: 'Place bid' })).toBeEnabled();
    await fresh.getByTestId('win-limits').scrollIntoViewIfNeeded();
    await keepScreenshot(fresh, testInfo, `win-limits-standing-${width}`);
    await Promise.all([won.context().close(), fresh.context().close()]);
  }
});
