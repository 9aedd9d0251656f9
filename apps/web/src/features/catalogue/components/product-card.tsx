// A listing card (SPEC.md section 3, "Short product"): image with status, major and bid-type
// badges, title, the current price in the brand orange, the live countdown, the last bidder,
// the buy-now price and a call to action ("Bid now" only when the contract's bid-type rule is known to
// let the signed-in viewer bid, lib/bid-rule.ts). The title link stretches over the whole card; the
// heart and the button sit above it. While the card is on screen it watches its auction, so the
// price, bidder, clock and status follow the realtime channel; the heart reads and sets the one
// shared favourites set. A listing shows twenty of them at once, so the card's own parts are plain
// elements with class names made once per theme (lib/static-classes.ts), leaving MUI's button, the
// heart and the picture frame: MUI's `sx` serialized some thirty style objects per card on every
// render, a phone's main thread busy for seconds (issue 15).
import { alpha } from '@mui/material/styles';
import { STORAGE_KEYS, formatMoney, imageSrcSet, type ShortProduct } from '@blitz/contract';
import { useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { AuctionCountdown } from '../../../components/countdown/auction-countdown';
import { ImageWidget } from '../../../components/image-widget';
import { bidTypeRefusal } from '../../../lib/bid-rule';
import { useBidderStanding, useFavourite, useLiveAuction, useWatchWhenVisible } from '../../../lib/realtime/live-hooks';
import { useSession } from '../../../lib/session';
import { liveShortProduct } from '../../../lib/realtime/live-product';
import { readStorage } from '../../../lib/storage';
import { classes, createStaticClasses } from '../../../lib/static-classes';
import { PlainButton } from '../../../components/plain-button';
import { BidderAvatar } from './bidder-avatar';
import { FavouriteButton } from './favourite-button';
import { BidTypeBadge, MajorBadge, StatusChip } from './product-badges';

export interface ProductCardProps {
  product: ShortProduct;
  /** Cards in the first rows load their image at once. */
  eagerImage?: boolean;
  /** Extra controls under the card's button (the winners page's link to the auction record). */
  footer?: ReactNode;
}

/**
 * Widths the card image is shown at, for the browser's pick between thumb and full image: the
 * product grid's columns (2, 3, 4 and 5 from MUI's sm, md and lg breakpoints) of the page's width
 * less its padding (16 px a side below sm, 24 from it) and the gaps (12, 16, 16 and 20 px), less
 * the card's border (1 px a side), up to the widest page (xl, 1536 px). As the page lays it out: a
 * card's picture 171 px wide on a 390 px phone, 182 px on 412, 260 px at 1440. A phone at a pixel
 * ratio of 1.75 (Lighthouse's) then takes the 320 px thumb, where "50vw" had it fetch the 800 px
 * file. Narrower grids (the search page's beside its filters from md) are overstated, which only
 * picks a sharper file.
 */
export const IMAGE_SIZES =
  '(max-width: 599.98px) calc((100vw - 48px) / 2), (max-width: 899.98px) calc((100vw - 86px) / 3), ' +
  '(max-width: 1199.98px) calc((100vw - 104px) / 4), (max-width: 1535.98px) calc((100vw - 138px) / 5), 280px';

function priceLabelKey(product: ShortProduct): string {
  if (product.status === 'Ended' && product.lastPlacedBid) return 'product.winningBid';
  return product.lastPlacedBid ? 'product.currentBid' : 'product.startingBid';
}

function ctaKey(status: ShortProduct['status'], refused: boolean): string {
  if (status === 'Open') return refused ? 'product.viewAuction' : 'product.bidNow';
  return status === 'Not Started' ? 'product.viewAuction' : 'product.viewResult';
}

const useClasses = createStaticClasses('card', (theme) => {
  const text = { fontFamily: theme.typography.fontFamily, margin: 0 };
  const up = theme.breakpoints.up('sm');
  return {
    card: {
      position: 'relative',
      height: '100%',
      display: 'flex',
      flexDirection: 'column',
      overflow: 'hidden',
      boxSizing: 'border-box',
      color: theme.palette.text.primary,
      backgroundColor: theme.palette.background.paper,
      border: `1px solid ${theme.palette.divider}`,
      borderRadius: '16px',
      transition: 'transform 160ms ease-out, box-shadow 160ms ease-out, border-color 160ms',
      '&:hover, &:focus-within': {
        transform: 'translateY(-3px)',
        borderColor: alpha(theme.palette.primary.main, 0.55),
        boxShadow: `0 12px 28px ${alpha(theme.palette.mode === 'dark' ? '#000' : '#0b1530', 0.22)}`,
      },
      '@media (prefers-reduced-motion: reduce)': { '&:hover, &:focus-within': { transform: 'none' } },
    },
    media: { position: 'relative' },
    badges: {
      position: 'absolute',
      top: 10,
      left: 10,
      right: 52,
      display: 'flex',
      flexWrap: 'wrap',
      gap: theme.spacing(0.75),
    },
    favourite: { position: 'absolute', top: 8, right: 8, zIndex: 2 },
    bidType: { position: 'absolute', bottom: 10, left: 10, zIndex: 2 },
    body: {
      flex: 1,
      display: 'flex',
      flexDirection: 'column',
      gap: theme.spacing(1.25),
      padding: theme.spacing(1.25),
      [up]: { padding: theme.spacing(2), paddingBottom: theme.spacing(1.5) },
    },
    title: {
      ...text,
      letterSpacing: theme.typography.body1.letterSpacing,
      fontWeight: 700,
      fontSize: '0.875rem',
      [up]: { fontSize: '0.975rem' },
      lineHeight: 1.35,
      display: '-webkit-box',
      WebkitLineClamp: 2,
      WebkitBoxOrient: 'vertical',
      overflow: 'hidden',
      minHeight: '2.7em',
    },
    // The title's link stretches over the whole card.
    link: {
      color: 'inherit',
      textDecoration: 'none',
      '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1, borderRadius: '16px' },
      '&:focus-visible': { outline: 'none' },
      '&:focus-visible::after': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
    },
    priceLabel: {
      ...text,
      display: 'block',
      fontSize: theme.typography.caption.fontSize,
      letterSpacing: theme.typography.caption.letterSpacing,
      color: theme.palette.text.secondary,
      fontWeight: 600,
      lineHeight: 1.2,
    },
    price: {
      ...text,
      color: theme.palette.primary.main,
      fontWeight: 800,
      fontSize: '1.25rem',
      [up]: { fontSize: '1.5rem' },
      lineHeight: 1.2,
      fontVariantNumeric: 'tabular-nums',
      letterSpacing: '-0.01em',
    },
    bidderRow: { display: 'flex', alignItems: 'center', gap: theme.spacing(1), minWidth: 0, minHeight: 24 },
    small: {
      ...text,
      fontSize: theme.typography.body2.fontSize,
      lineHeight: theme.typography.body2.lineHeight,
      letterSpacing: theme.typography.body2.letterSpacing,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      minWidth: 0,
      color: theme.palette.text.secondary,
    },
    bidder: { color: theme.palette.text.primary, fontWeight: 600 },
    buyNow: { fontSize: '0.75rem', [up]: { fontSize: '0.8125rem' } },
    buyNowPrice: { fontWeight: 700, color: theme.palette.text.primary, fontVariantNumeric: 'tabular-nums' },
    actions: {
      position: 'relative',
      zIndex: 2,
      padding: `0 ${theme.spacing(1.25)} ${theme.spacing(1.25)}`,
      [up]: { padding: `0 ${theme.spacing(2)} ${theme.spacing(2)}` },
    },
  };
});

export function ProductCard({ product: loaded, eagerImage = false, footer }: ProductCardProps) {
  const { t } = useTranslation();
  const css = useClasses();
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
  const srcSet = image ? imageSrcSet(image) : undefined;

  return (
    <article ref={cardRef} data-product-id={product.id} className={css.card}>
      <div className={css.media}>
        <ImageWidget src={image?.full ?? null} srcSet={srcSet} sizes={IMAGE_SIZES} alt={product.title} eager={eagerImage} frame="light" />
        <div className={css.badges}>
          <StatusChip status={product.status} />
          <MajorBadge categoryID={product.categoryID} />
        </div>
        <div className={css.favourite}>
          <FavouriteButton active={favourite.active} onToggle={favourite.toggle ? () => void favourite.toggle?.() : undefined} />
        </div>
        <div className={css.bidType}>
          <BidTypeBadge bidType={product.bidType} />
        </div>
      </div>

      <div className={css.body}>
        <h3 className={css.title}>
          <RouterLink to={href} {...linkTarget} className={css.link} aria-label={t('product.openAuction', { title: product.title })}>
            {product.title}
          </RouterLink>
        </h3>

        <div>
          <span className={css.priceLabel}>{t(priceLabelKey(product))}</span>
          <p data-testid="product-price" className={css.price}>
            {formatMoney(price)}
          </p>
        </div>

        <AuctionCountdown product={product} />

        <div className={css.bidderRow}>
          <BidderAvatar bidder={bidder} />
          <p data-testid="product-bidder" className={classes(css.small, bidder && css.bidder)}>
            {bidder
              ? t(product.status === 'Ended' ? 'product.winner' : 'product.leader', { nickname: bidder.nickname })
              : t('product.noBids')}
          </p>
        </div>

        {product.buyNow && (
          <p className={classes(css.small, css.buyNow)}>
            {t('product.buyNow')} <span className={css.buyNowPrice}>{formatMoney(product.buyNowPrice)}</span>
          </p>
        )}
      </div>

      <div className={css.actions}>
        <PlainButton
          to={href}
          {...linkTarget}
          fullWidth
          tabIndex={-1}
          aria-hidden
          variant={product.status === 'Open' ? 'contained' : 'outlined'}
          size="medium"
        >
          {t(ctaKey(product.status, refused))}
        </PlainButton>
        {footer}
      </div>
    </article>
  );
}
