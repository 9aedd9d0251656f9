// The notice of a test shop (issue 46): a shop started with ALLOW_TEST_SHOP takes no money or sends
// no email, and says so on every page. The server names the reasons in the page's head
// (TEST_SHOP_META); a real shop's pages have none, and nothing renders. In the page's flow above
// the header, so that it covers nothing; dark text on amber in both themes (about 13:1).
import { parseTestShopReasons, TEST_SHOP_META, type TestShopReason } from '@blitz/contract';
import { createStaticClasses } from '../../lib/static-classes';
import { useTranslation } from '../../lib/use-translation';

/** Why this shop is a test shop, as its page's head says; none for a real shop. */
export function testShopReasons(): TestShopReason[] {
  if (typeof document === 'undefined') return [];
  return parseTestShopReasons(document.querySelector(`meta[name="${TEST_SHOP_META}"]`)?.getAttribute('content'));
}

const useClasses = createStaticClasses('test-shop-banner', (theme) => ({
  banner: {
    padding: theme.spacing(1, 2),
    backgroundColor: '#ffc400',
    color: '#14171c',
    borderBottom: '2px solid #14171c',
    fontFamily: theme.typography.fontFamily,
    fontSize: '0.875rem',
    lineHeight: 1.45,
    textAlign: 'center',
  },
  label: { fontWeight: 800, textTransform: 'uppercase', letterSpacing: '0.04em' },
}));

const REASON_KEYS: Record<TestShopReason, string> = { payments: 'testShop.payments', email: 'testShop.email' };

export function TestShopBanner() {
  const reasons = testShopReasons();
  const { t } = useTranslation();
  const css = useClasses();
  if (reasons.length === 0) return null;
  return (
    <section aria-label={t('testShop.label')} className={css.banner} data-testid="test-shop-banner">
      <strong className={css.label}>{t('testShop.label')}</strong> {reasons.map((reason) => t(REASON_KEYS[reason])).join(' ')}
    </section>
  );
}
