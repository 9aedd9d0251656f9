// The dashboard's open auctions (SPEC.md section 2, page=openAuctions): the running and coming
// auctions the user bid on or has a BidBuddy on, as live product cards. Composed here because the
// list comes from the bids feature and the cards from the catalogue.
import Gavel from 'lucide-react/icons/gavel';
import { useTranslation } from '../../../lib/use-translation';
import { useActiveBids } from '../../../features/bids/api/get-active-bids';
import { ProductGrid, ProductGridSkeleton } from '../../../features/catalogue/components/product-grid';
import { EmptyState } from '../../../components/empty-state';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Text } from '../../../ui/text';
import styles from './open-auctions-section.module.css';

export function OpenAuctionsSection() {
  const { t } = useTranslation();
  const query = useActiveBids();

  if (query.isPending) return <ProductGridSkeleton count={4} label={t('openAuctions.loading')} />;
  if (query.isError) {
    return (
      <Alert
        severity="error"
        className={styles.section}
        action={
          <Button color="inherit" onClick={() => void query.refetch()}>
            {t('openAuctions.retry')}
          </Button>
        }
      >
        {t('openAuctions.error')}
      </Alert>
    );
  }
  if (query.data.length === 0) {
    return (
      <EmptyState icon={Gavel} title={t('openAuctions.emptyTitle')} body={t('openAuctions.emptyBody')}>
        <Button to="/" variant="contained">
          {t('openAuctions.browse')}
        </Button>
      </EmptyState>
    );
  }
  return (
    <div className={styles.section}>
      <Text color="text.secondary" className={styles.intro}>
        {t('openAuctions.intro', { count: query.data.length })}
      </Text>
      <ProductGrid products={query.data} label={t('openAuctions.listLabel')} />
    </div>
  );
}
