// What a shared auction's link preview shows: its title, its price in rand (the current bid, the
// winning bid once it has ended, or the starting bid before any), and its first picture.
import { formatMoney, type FullProduct } from '@blitz/contract';
import { useTranslation } from '../../../lib/use-translation';
import { PageMeta } from '../../layout/page-meta';

export function ItemMeta({ product }: { product: FullProduct }) {
  const { t } = useTranslation();
  const last = product.lastPlacedBids?.[0];
  const label = !last ? t('product.startingBid') : product.status === 'Ended' ? t('product.winningBid') : t('product.currentBid');
  const price = formatMoney(last?.bidAmount ?? product.startingAmount);
  return <PageMeta title={product.title} description={`${label}: ${price}`} image={product.mainImage?.full} />;
}
