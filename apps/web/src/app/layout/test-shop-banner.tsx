// The notice of a test shop (issue 46): a shop started with ALLOW_TEST_SHOP takes no money or sends
// no email, and says so on every page. The server names the reasons in the page's head
// (TEST_SHOP_META); a real shop's pages have none, and nothing renders. In the page's flow above
// the header, so that it covers nothing; dark text on amber in both themes (about 13:1).
import { parseTestShopReasons, TEST_SHOP_META, type TestShopReason } from '@blitz/contract';
import { useTranslation } from '../../lib/use-translation';
import styles from './test-shop-banner.module.css';

/** Why this shop is a test shop, as its page's head says; none for a real shop. */
export function testShopReasons(): TestShopReason[] {
  if (typeof document === 'undefined') return [];
  return parseTestShopReasons(document.querySelector(`meta[name="${TEST_SHOP_META}"]`)?.getAttribute('content'));
}

const REASON_KEYS: Record<TestShopReason, string> = { payments: 'testShop.payments', email: 'testShop.email' };

export function TestShopBanner() {
  const reasons = testShopReasons();
  const { t } = useTranslation();
  if (reasons.length === 0) return null;
  return (
    <section aria-label={t('testShop.label')} className={styles.banner} data-testid="test-shop-banner">
      <strong className={styles.label}>{t('testShop.label')}</strong> {reasons.map((reason) => t(REASON_KEYS[reason])).join(' ')}
    </section>
  );
}
