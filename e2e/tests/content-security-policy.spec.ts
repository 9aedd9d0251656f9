// The enforced Content-Security-Policy breaks nothing: the shop's main pages, signed out and
// signed in, the sandbox payment page and the staff console load, style themselves (MUI's runtime
// styles carry the page's nonce), open the realtime socket and show their pictures, with not one
// violation reported by the browser. A page that breaks the policy fails this spec.
import { expect, test } from '../fixtures/test.ts';
import { watchCsp } from '../fixtures/csp.ts';
import { prepared, signIn } from '../fixtures/prepared.ts';

const SHOP_PAGES = [
  '/',
  '/search',
  '/winners',
  '/about',
  '/guide',
  '/contact-us',
  '/help/time',
  '/buy-packs',
  '/fair-play/digests',
  '/login',
  '/signup',
  '/no/such/page',
];

test('the shop and the staff console load under the policy without a violation', async ({ context, page, baseURL }) => {
  test.setTimeout(180_000);
  const csp = await watchCsp(context);

  const first = await page.goto('/');
  const policy = first?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain('unsafe-inline');
  expect(first?.headers()['content-security-policy-report-only']).toBeUndefined();
  // The page's style elements (the first HTML's in the head, any the app writes) carry the nonce
  // the server put into this page.
  await expect(page.getByTestId('site-header')).toBeVisible();
  const nonces = await page.evaluate(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
    return {
      meta: meta?.nonce ?? '',
      styles: Array.from(document.querySelectorAll<HTMLStyleElement>('style')).map((s) => s.nonce),
      firstHtml: document.querySelectorAll('head > style').length,
    };
  });
  expect(nonces.meta).not.toBe('');
  expect(policy).toContain(`'nonce-${nonces.meta}'`);
  expect(nonces.firstHtml).toBeGreaterThan(0);
  expect(new Set(nonces.styles)).toEqual(new Set([nonces.meta]));
  // The header is styled (a background from the theme), not left as unstyled HTML.
  const background = await page.getByTestId('site-header').evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(background).not.toBe('rgba(0, 0, 0, 0)');

  for (const path of SHOP_PAGES) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  // The home page's pictures load.
  await page.goto('/');
  const image = page.locator('article').first().locator('img').first();
  await expect(image).toHaveJSProperty('complete', true);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Signed in: the realtime socket connects (a websocket through connect-src 'self').
  const data = prepared();
  await signIn(context, baseURL!, data.shoppers[0]!);
  const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/socket.io/'));
  await page.goto('/dashboard');
  expect((await socket).url()).toContain('/socket.io/');
  await page.waitForLoadState('networkidle');
  await page.goto(`/item/${data.duelAuctionId}`);
  await page.waitForLoadState('networkidle');

  // The staff console under /staff.
  await page.goto('/staff/');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(data.staffOwner.email);
  await page.getByLabel('Password').fill(data.staffOwner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await page.goto('/staff/auctions');
  await page.waitForLoadState('networkidle');

  expect(csp.violations()).toEqual([]);
});
