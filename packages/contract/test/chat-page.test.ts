import { describe, expect, it } from 'vitest';
import { ASSISTANT_PAGE_KEYS, assistantPageKey } from '../src';

describe('assistantPageKey', () => {
  it.each([
    ['/', 'home'],
    ['/item/12', 'item'],
    ['/buy-now/12', 'item'],
    ['/buy-packs', 'buy_packs'],
    ['/contact-us', 'contact_us'],
    ['/help/time', 'help/time'],
    ['/signup', 'sign_up'],
    ['/login', 'login'],
    ['/termsAndConditions', 'terms-and-conditions'],
    ['/reset-password/abc', 'reset_password'],
    ['/setup-account', 'setup_account'],
    ['/auth/xyz', 'auth'],
    ['/dashboard', 'dashboard'],
    ['/dashboard?page=rewards', 'rewards'],
    ['/dashboard?page=nonsense', 'dashboard'],
    ['/winners', 'winners'],
    ['/search?s=tv', 'search'],
    ['/no-such-page', null],
  ])('%s is %s', (path, key) => {
    expect(assistantPageKey(path)).toBe(key);
  });

  it('takes the query separately too, and every key it gives is a known page key', () => {
    expect(assistantPageKey('/dashboard', '?page=payment')).toBe('payment');
    for (const path of ['/', '/item/1', '/guide', '/about', '/dashboard?page=winnings', '/dashboard?page=openAuctions']) {
      expect(ASSISTANT_PAGE_KEYS).toContain(assistantPageKey(path));
    }
  });
});
