// The item page's buying panel: badges, title, current price and leader (a polite live region,
// so a screen reader hears the price move; the clock itself is not announced every second), the
// large countdown, the bid area and BidBuddy, and the buy-now price with its link.
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney, type Bidder, type FullProduct } from '@blitz/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { BidTypeBadge, MajorBadge, StatusChip } from '../../../features/catalogue/components/product-badges';
import { Countdown } from '../../../features/auction/components/countdown';
import { leadingBid } from '../../../lib/realtime/live-product';
import { CART_PATH } from '../../overlays/realtime-overlays';

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
  const price = leader?.bidAmount ?? product.startingAmount;
  const ended = product.status === 'Ended' || product.status === 'Closed';
  const priceLabel = product.status === 'Ended' && leader ? 'product.winningBid' : leader ? 'product.currentBid' : 'product.startingBid';
  const canBuyNow = product.buyNow && !ended;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3.5 }, borderRadius: 4 }}>
      <Stack spacing={2.5}>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <StatusChip status={product.status} />
          <MajorBadge categoryID={product.categoryID} />
          <BidTypeBadge bidType={product.bidType} />
        </Stack>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' }, overflowWrap: 'anywhere' }}>
          {product.title}
        </Typography>
        <div aria-live="polite" aria-atomic="true">
          <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
            {t(priceLabel)}
          </Typography>
          <Typography
            data-testid="item-price"
            sx={{ fontSize: { xs: '2.2rem', md: '2.6rem' }, fontWeight: 800, color: 'primary.main', fontVariantNumeric: 'tabular-nums' }}
          >
            {formatMoney(price)}
          </Typography>
          <Typography data-testid="item-leader" variant="body2" sx={{ color: 'text.secondary' }}>
            {winner
              ? t('product.winner', { nickname: winner.nickname })
              : leader
                ? t('product.leader', { nickname: leader.bidder.nickname })
                : t('product.noBids')}
          </Typography>
        </div>
        <Countdown product={product} />
        {youWon && (
          <Alert
            severity="success"
            action={
              <Button component={RouterLink} to={CART_PATH} color="inherit" size="small">
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
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1.5 }}>
          <div>
            <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
              {t('item.retailPrice')}
            </Typography>
            <Typography sx={{ fontSize: '1.25rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
              {formatMoney(product.buyNowPrice)}
            </Typography>
          </div>
          {canBuyNow && (
            <Button component={RouterLink} to={`/buy-now/${product.id}`} variant="outlined" startIcon={<ShoppingBagOutlined />}>
              {t('product.buyNow')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
