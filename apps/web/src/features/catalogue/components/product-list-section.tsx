// The frame of a dashboard section that lists auctions as product cards (favourites, open
// auctions): loading cards, an error with a retry, an empty state leading to the shop, or the
// cards. Both use the same text keys under their own prefix.
import type { ShortProduct } from '@blitz/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { EmptyState, type EmptyStateIcon } from '../../../components/empty-state';
import { RetryAlert } from '../../../components/retry-alert';
import { Button } from '../../../ui/button';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import styles from './product-list-section.module.css';

/** The translation prefix whose keys (loading, error, retry, emptyTitle, emptyBody, browse, listLabel) the frame uses. */
export type ProductListText = 'favorites' | 'openAuctions';

export interface ProductListSectionProps {
  text: ProductListText;
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  /** The auctions to show once the query has answered. */
  products: ShortProduct[];
  /** A Lucide icon for the empty state. */
  emptyIcon: EmptyStateIcon;
  /** Above the cards. */
  intro?: ReactNode;
}

export function ProductListSection({ text, query, products, emptyIcon, intro }: ProductListSectionProps) {
  const { t } = useTranslation();
  if (query.isPending) return <ProductGridSkeleton count={4} label={t(`${text}.loading`)} />;
  if (query.isError) {
    return (
      <RetryAlert className={styles.section} retryLabel={t(`${text}.retry`)} onRetry={() => void query.refetch()}>
        {t(`${text}.error`)}
      </RetryAlert>
    );
  }
  if (products.length === 0) {
    return (
      <EmptyState icon={emptyIcon} title={t(`${text}.emptyTitle`)} body={t(`${text}.emptyBody`)}>
        <Button to="/" variant="contained">
          {t(`${text}.browse`)}
        </Button>
      </EmptyState>
    );
  }
  return (
    <div className={styles.section}>
      {intro}
      <ProductGrid products={products} label={t(`${text}.listLabel`)} />
    </div>
  );
}
