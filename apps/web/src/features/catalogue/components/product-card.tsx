// A listing card (SPEC.md section 3, "Short product"): image with status, major and bid-type
// badges, title, the current price in the brand orange, the live countdown, the last bidder,
// the buy-now price and a call to action ("Bid now" only when the contract's bid-type rule is known to
// let the signed-in viewer bid, lib/bid-rule.ts). The title link stretches over the whole card; the
// heart and the button sit above it. While the card is on screen it watches its auction, so the
// price, bidder, clock and status follow the realtime channel; the heart reads and sets the one
// shared favourites set.
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { STORAGE_KEYS, formatMoney, type ShortProduct } from '@blitz/contract';
import { useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AuctionCountdown } from '../../../components/countdown/auction-countdown';
import { ImageWidget } from '../../../components/image-widget';
import { bidTypeRefusal } from '../../../lib/bid-rule';
import { useBidderStanding, useFavourite, useLiveAuction, useWatchWhenVisible } from '../../../lib/realtime/live-hooks';
import { useSession } from '../../../lib/session';
import { liveShortProduct } from '../../../lib/realtime/live-product';
import { readStorage } from '../../../lib/storage';
import { FavouriteButton } from './favourite-button';
import { BidTypeBadge, MajorBadge, StatusChip } from './product-badges';

export interface ProductCardProps {
  product: ShortProduct;
  /** Cards in the first rows load their image at once. */
  eagerImage?: boolean;
  /** Extra controls under the card's button (the winners page's link to the auction record). */
  footer?: ReactNode;
}

/** Widths the card image is shown at, for the browser's pick between thumb and full image. */
const IMAGE_SIZES = '(max-width: 600px) 50vw, (max-width: 900px) 33vw, (max-width: 1200px) 25vw, 300px';

function priceLabelKey(product: ShortProduct): string {
  if (product.status === 'Ended' && product.lastPlacedBid) return 'product.winningBid';
  return product.lastPlacedBid ? 'product.currentBid' : 'product.startingBid';
}

function ctaKey(status: ShortProduct['status'], refused: boolean): string {
  if (status === 'Open') return refused ? 'product.viewAuction' : 'product.bidNow';
  return status === 'Not Started' ? 'product.viewAuction' : 'product.viewResult';
}

export function ProductCard({ product: loaded, eagerImage = false, footer }: ProductCardProps) {
  const { t } = useTranslation();
  const cardRef = useRef<HTMLElement>(null);
  useWatchWhenVisible(cardRef, loaded.id);
  const live = useLiveAuction(loaded.id);
  const product = useMemo(() => liveShortProduct(loaded, live), [loaded, live]);
  const favourite = useFavourite(product.id);
  const href = `/item/${product.id}`;
  const newTab = readStorage(STORAGE_KEYS.openInNewTab) === 'true';
  const linkTarget = newTab ? { target: '_blank', rel: 'noopener' } : {};
  const price = product.lastPlacedBid?.bidAmount ?? product.startingAmount;
  const standing = useBidderStanding();
  const { user } = useSession();
  // Listings are shared by every shopper, so a card knows the viewer has bid here only when they
  // lead. Otherwise it counts as no bid: past a Locked auction's lock point the card offers "View
  // auction" rather than promising a bid, and the item page (which asks the server) says which.
  const hasBid = user !== null && product.lastPlacedBid?.bidder.nickname === user.nickname;
  const refused = user !== null && bidTypeRefusal(product, price, { ...standing, hasBid }) !== null;
  const bidder = product.winner ?? product.lastPlacedBid?.bidder ?? null;
  const image = product.mainImage;
  const srcSet = image?.thumb ? `${image.thumb} 320w, ${image.full} 800w` : undefined;

  return (
    <Card
      ref={cardRef}
      component="article"
      variant="outlined"
      data-product-id={product.id}
      sx={(theme) => ({
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderRadius: '16px',
        transition: 'transform 160ms ease-out, box-shadow 160ms ease-out, border-color 160ms',
        '&:hover, &:focus-within': {
          transform: 'translateY(-3px)',
          borderColor: alpha(theme.palette.primary.main, 0.55),
          boxShadow: `0 12px 28px ${alpha(theme.palette.mode === 'dark' ? '#000' : '#0b1530', 0.22)}`,
        },
        '@media (prefers-reduced-motion: reduce)': { '&:hover, &:focus-within': { transform: 'none' } },
      })}
    >
      <Box sx={{ position: 'relative' }}>
        <ImageWidget src={image?.full ?? null} srcSet={srcSet} sizes={IMAGE_SIZES} alt={product.title} eager={eagerImage} frame="light" />
        <Stack direction="row" spacing={0.75} sx={{ position: 'absolute', top: 10, left: 10, right: 52, flexWrap: 'wrap', rowGap: 0.75 }}>
          <StatusChip status={product.status} />
          <MajorBadge categoryID={product.categoryID} />
        </Stack>
        <Box sx={{ position: 'absolute', top: 8, right: 8, zIndex: 2 }}>
          <FavouriteButton active={favourite.active} onToggle={favourite.toggle ? () => void favourite.toggle?.() : undefined} />
        </Box>
        <Box sx={{ position: 'absolute', bottom: 10, left: 10, zIndex: 2 }}>
          <BidTypeBadge bidType={product.bidType} />
        </Box>
      </Box>

      <Stack spacing={1.25} sx={{ flex: 1, p: { xs: 1.25, sm: 2 }, pb: { xs: 1.25, sm: 1.5 } }}>
        <Typography
          component="h3"
          sx={{
            fontWeight: 700,
            fontSize: { xs: '0.875rem', sm: '0.975rem' },
            lineHeight: 1.35,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            minHeight: '2.7em',
          }}
        >
          <Link
            component={RouterLink}
            to={href}
            {...linkTarget}
            color="inherit"
            underline="none"
            aria-label={t('product.openAuction', { title: product.title })}
            sx={{
              '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1, borderRadius: '16px' },
              '&:focus-visible': { outline: 'none' },
              '&:focus-visible::after': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          >
            {product.title}
          </Link>
        </Typography>

        <Box>
          <Typography variant="caption" sx={{ color: 'text.secondary', fontWeight: 600, display: 'block', lineHeight: 1.2 }}>
            {t(priceLabelKey(product))}
          </Typography>
          <Typography
            data-testid="product-price"
            sx={{
              color: 'primary.main',
              fontWeight: 800,
              fontSize: { xs: '1.25rem', sm: '1.5rem' },
              lineHeight: 1.2,
              fontVariantNumeric: 'tabular-nums',
              letterSpacing: '-0.01em',
            }}
          >
            {formatMoney(price)}
          </Typography>
        </Box>

        <AuctionCountdown product={product} />

        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0, minHeight: 24 }}>
          <Avatar
            src={bidder?.profileImage ?? undefined}
            alt=""
            sx={{ width: 22, height: 22, fontSize: '0.7rem', bgcolor: bidder ? 'primary.main' : 'action.disabledBackground' }}
          >
            {bidder?.nickname.charAt(0).toUpperCase()}
          </Avatar>
          <Typography
            variant="body2"
            data-testid="product-bidder"
            sx={{ color: bidder ? 'text.primary' : 'text.secondary', fontWeight: bidder ? 600 : 400, minWidth: 0 }}
            noWrap
          >
            {bidder
              ? t(product.status === 'Ended' ? 'product.winner' : 'product.leader', { nickname: bidder.nickname })
              : t('product.noBids')}
          </Typography>
        </Stack>

        {product.buyNow && (
          <Typography variant="body2" sx={{ color: 'text.secondary', fontSize: { xs: '0.75rem', sm: '0.8125rem' } }} noWrap>
            {t('product.buyNow')}{' '}
            <Box component="span" sx={{ fontWeight: 700, color: 'text.primary', fontVariantNumeric: 'tabular-nums' }}>
              {formatMoney(product.buyNowPrice)}
            </Box>
          </Typography>
        )}
      </Stack>

      <Box sx={{ px: { xs: 1.25, sm: 2 }, pb: { xs: 1.25, sm: 2 }, position: 'relative', zIndex: 2 }}>
        <Button
          component={RouterLink}
          to={href}
          {...linkTarget}
          fullWidth
          tabIndex={-1}
          aria-hidden
          variant={product.status === 'Open' ? 'contained' : 'outlined'}
          size="medium"
        >
          {t(ctaKey(product.status, refused))}
        </Button>
        {footer}
      </Box>
    </Card>
  );
}
