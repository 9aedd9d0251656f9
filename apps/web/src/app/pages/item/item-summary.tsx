// The item page's buying panel: badges, title, current price, the large countdown, the buy-now
// price with its link, and the bid area.
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney, type FullProduct } from '@blitz/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BidTypeBadge, MajorBadge, StatusChip } from '../../../features/catalogue/components/product-badges';
import { Countdown } from '../../../features/auction/components/countdown';
import { BidArea, type BidAreaProps } from '../../../features/item/components/bid-area';

export interface ItemSummaryProps extends Pick<BidAreaProps, 'signedIn' | 'onLoginRequired' | 'onBid'> {
  product: FullProduct;
}

/** The newest of the bids, which sets the current price. */
function leadingBid(product: FullProduct) {
  const bids = product.lastPlacedBids ?? [];
  return bids.reduce<(typeof bids)[number] | null>((best, bid) => (!best || Date.parse(bid.date) > Date.parse(best.date) ? bid : best), null);
}

export function ItemSummary({ product, signedIn, onLoginRequired, onBid }: ItemSummaryProps) {
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
        <div>
          <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
            {t(priceLabel)}
          </Typography>
          <Typography sx={{ fontSize: { xs: '2.2rem', md: '2.6rem' }, fontWeight: 800, color: 'primary.main', fontVariantNumeric: 'tabular-nums' }}>
            {formatMoney(price)}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {leader
              ? t(product.status === 'Ended' ? 'product.winner' : 'product.leader', { nickname: leader.bidder.nickname })
              : t('product.noBids')}
          </Typography>
        </div>
        <Countdown product={product} />
        <BidArea status={product.status} signedIn={signedIn} onLoginRequired={onLoginRequired} onBid={onBid} />
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
