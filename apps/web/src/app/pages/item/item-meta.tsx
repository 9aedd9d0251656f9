// What a shared auction's link preview shows: its title, its price in rand (the current bid, the
// winning bid once it has ended, or the starting bid before any), and its first picture.
import { formatMoney, type FullProduct } from '@blitz/contract';
import { itemPrice } from '../../../lib/realtime/live-product';
import { useTranslation } from '../../../lib/use-translation';
import { PageMeta } from '../../layout/page-meta';

export function ItemMeta({ product }: { product: FullProduct }) {
  const { t } = useTranslation();
  const { labelKey, amount } = itemPrice(product);
  return <PageMeta title={product.title} description={`${t(labelKey)}: ${formatMoney(amount)}`} image={product.mainImage?.full} />;
}
