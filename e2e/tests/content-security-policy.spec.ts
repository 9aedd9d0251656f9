// The enforced Content-Security-Policy breaks nothing: the shop's main pages, signed out and
// signed in, the sandbox payment page and the staff console load, style themselves (the staff
// console's MUI runtime styles carry its page's nonce, the shop's inline scripts theirs), open the realtime socket and show their pictures, with not one
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
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1] ?? '';
  expect(nonce).not.toBe('');
  expect(policy).toContain(`script-src 'self' 'nonce-${nonce}'`);
  expect(policy).not.toContain('unsafe-inline');
  expect(first?.headers()['content-security-policy-report-only']).toBeUndefined();
  // Every inline script of the server's page (its route data, the module that hydrates it) carries
  // the nonce the server made for this answer.
  await expect(page.getByTestId('site-header')).toBeVisible();
  const inline = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLScriptElement>('script:not([src])'), (script) => script.nonce),
  );
  expect(inline.length).toBeGreaterThan(0);
  expect(new Set(inline)).toEqual(new Set([nonce]));
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
