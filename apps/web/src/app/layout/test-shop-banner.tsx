// The notice of a test shop (issue 46): a shop started with ALLOW_TEST_SHOP takes no money or sends
// no email, and says so on every page. The server names the reasons (the root route's data, also
// in the page's head as TEST_SHOP_META); a real shop's pages have none, and nothing renders. In the page's flow above
// the header, so that it covers nothing; dark text on amber in both themes (about 13:1).
import type { TestShopReason } from '@blitz/contract';
import { useTranslation } from '../../lib/use-translation';
import { useRootData } from '../root-data';
import styles from './test-shop-banner.module.css';

const NONE: readonly TestShopReason[] = [];

const REASON_KEYS: Record<TestShopReason, string> = { payments: 'testShop.payments', email: 'testShop.email' };

export function TestShopBanner() {
  const reasons = useRootData()?.testShop ?? NONE;
  const { t } = useTranslation();
  if (reasons.length === 0) return null;
  return (
    <section aria-label={t('testShop.label')} className={styles.banner} data-testid="test-shop-banner">
      <strong className={styles.label}>{t('testShop.label')}</strong> {reasons.map((reason) => t(REASON_KEYS[reason])).join(' ')}
    </section>
  );
}
