// The item page's buying panel: badges, title, current price and leader (a polite live region,
// so a screen reader hears the price move; the clock itself is not announced every second), the
// large countdown, the bid area and BidBuddy, and the buy-now price with its link.
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import { formatMoney, type Bidder, type FullProduct } from '@blitz/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { BidTypeBadge, MajorBadge, StatusChip } from '../../../features/catalogue/components/product-badges';
import { Countdown } from '../../../features/auction/components/countdown';
import { itemPrice, leadingBid } from '../../../lib/realtime/live-product';
import { CART_PATH } from '../../overlays/realtime-overlays';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Divider } from '../../../ui/misc';
import { Stack } from '../../../ui/stack';
import { Surface } from '../../../ui/surface';
import { Text } from '../../../ui/text';
import styles from './item-summary.module.css';

export interface ItemSummaryProps {
  /** The product brought up to date by the realtime channel. */
  product: FullProduct;
  /** The winner once Ended. */
  winner: Bidder | null;
  /** The signed-in user won this auction. */
  youWon?: boolean;
  bidArea: ReactNode;
  bidBuddy?: ReactNode;
}

export function ItemSummary({ product, winner, youWon = false, bidArea, bidBuddy }: ItemSummaryProps) {
  const { t } = useTranslation();
  const leader = leadingBid(product);
  const { labelKey: priceLabel, amount: price } = itemPrice(product);
  const ended = product.status === 'Ended' || product.status === 'Closed';
  const canBuyNow = product.buyNow && !ended;

  return (
    <Surface className={styles.summary}>
      <Stack spacing={2.5}>
        <Stack direction="row" spacing={1} wrap>
          <StatusChip status={product.status} />
          <MajorBadge categoryID={product.categoryID} />
          <BidTypeBadge bidType={product.bidType} />
        </Stack>
        <Text variant="h4" component="h1" className={styles.title}>
          {product.title}
        </Text>
        <div aria-live="polite" aria-atomic="true">
          <Text variant="body2" color="text.secondary" className={styles.label}>
            {t(priceLabel)}
          </Text>
          <Text data-testid="item-price" color="primary" className={styles.price}>
            {formatMoney(price)}
          </Text>
          <Text data-testid="item-leader" variant="body2" color="text.secondary">
            {winner
              ? t('product.winner', { nickname: winner.nickname })
              : leader
                ? t('product.leader', { nickname: leader.bidder.nickname })
                : t('product.noBids')}
          </Text>
        </div>
        <Countdown product={product} />
        {youWon && (
          <Alert
            severity="success"
            action={
              <Button to={CART_PATH} color="inherit" size="small">
                {t('wonAuction.goToCart')}
              </Button>
            }
          >
            {t('wonAuction.youWonThis')}
          </Alert>
        )}
        {bidArea}
        {bidBuddy}
        <Divider />
        <Stack direction="row" spacing={2} align="center" justify="between" wrap>
          <div>
            <Text variant="body2" color="text.secondary" className={styles.label}>
              {t('item.retailPrice')}
            </Text>
            <Text className={styles.retail}>{formatMoney(product.buyNowPrice)}</Text>
          </div>
          {canBuyNow && (
            <Button to={`/buy-now/${product.id}`} variant="outlined" startIcon={<ShoppingBag aria-hidden />}>
              {t('product.buyNow')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Surface>
  );
}
