// The dashboard's open auctions (SPEC.md section 2, page=openAuctions): the running and coming
// auctions the user bid on or has a BidBuddy on, as live product cards. Composed here because the
// list comes from the bids feature and the cards from the catalogue.
import Gavel from 'lucide-react/icons/gavel';
import { useTranslation } from '../../../lib/use-translation';
import { useActiveBids } from '../../../features/bids/api/get-active-bids';
import { ProductListSection } from '../../../features/catalogue/components/product-list-section';
import { Text } from '../../../ui/text';
import styles from './open-auctions-section.module.css';

export function OpenAuctionsSection() {
  const { t } = useTranslation();
  const query = useActiveBids();
  const products = query.data ?? [];
  return (
    <ProductListSection
      text="openAuctions"
      query={query}
      products={products}
      emptyIcon={Gavel}
      intro={
        <Text color="text.secondary" className={styles.intro}>
          {t('openAuctions.intro', { count: products.length })}
        </Text>
      }
    />
  );
}
