// A listing card (SPEC.md section 3, "Short product"): image with status, major and bid-type
// badges, title, the current price in the brand orange, the live countdown, the last bidder,
// the buy-now price and a call to action ("Bid now" only when the contract's bid-type rule is known to
// let the signed-in viewer bid, lib/bid-rule.ts). The title link stretches over the whole card; the
// heart and the button sit above it. While the card is on screen it watches its auction, so the
// price, bidder, clock and status follow the realtime channel; the heart reads and sets the one
// shared favourites set. A listing shows twenty of them at once, so the card is plain elements
// styled by its CSS Module: no style is computed as it renders (issue 15).
import { STORAGE_KEYS, formatMoney, imageSrcSet, type ShortProduct } from '@blitz/contract';
import { useMemo, useRef, type ReactNode } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { AuctionCountdown } from '../../../components/countdown/auction-countdown';
import { ImageWidget } from '../../../components/image-widget';
import { bidTypeRefusal } from '../../../lib/bid-rule';
import { useBidderStanding, useFavourite, useLiveAuction, useWatchWhenVisible } from '../../../lib/realtime/live-hooks';
import { useSession } from '../../../lib/session';
import { liveShortProduct } from '../../../lib/realtime/live-product';
import { readStorage } from '../../../lib/storage';
import { Button } from '../../../ui/button';
import { cx } from '../../../ui/cx';
import { BidderAvatar } from './bidder-avatar';
import { FavouriteButton } from './favourite-button';
import { BidTypeBadge, MajorBadge, StatusChip } from './product-badges';
import styles from './product-card.module.css';

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

export function ProductCard({ product: loaded, eagerImage = false, footer }: ProductCardProps) {
  const { t } = useTranslation();
  const cardRef = useRef<HTMLElement>(null);
  useWatchWhenVisible(cardRef, loaded.id);
  const live = useLiveAuction(loaded.id);
  const product = useMemo(() => liveShortProduct(loaded, live), [loaded, live]);
  const favourite = useFavourite(product.id);
  const href = `/item/${product.id}`;
  // The shopper's choice lives in local storage, which the server does not see: after hydration.
  const newTab = useHydrated() && readStorage(STORAGE_KEYS.openInNewTab) === 'true';
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
    <article ref={cardRef} data-product-id={product.id} className={styles.card}>
      <div className={styles.media}>
        <ImageWidget src={image?.full ?? null} srcSet={srcSet} sizes={IMAGE_SIZES} alt={product.title} eager={eagerImage} frame="light" />
        <div className={styles.badges}>
          <StatusChip status={product.status} />
          <MajorBadge categoryID={product.categoryID} />
        </div>
        <div className={styles.favourite}>
          <FavouriteButton active={favourite.active} onToggle={favourite.toggle ? () => void favourite.toggle?.() : undefined} />
        </div>
        <div className={styles.bidType}>
          <BidTypeBadge bidType={product.bidType} />
        </div>
      </div>

      <div className={styles.body}>
        <h3 className={styles.title}>
          <RouterLink to={href} {...linkTarget} className={styles.link} aria-label={t('product.openAuction', { title: product.title })}>
            {product.title}
          </RouterLink>
        </h3>

        <div>
          <span className={styles.priceLabel}>{t(priceLabelKey(product))}</span>
          <p data-testid="product-price" className={styles.price}>
            {formatMoney(price)}
          </p>
        </div>

        <AuctionCountdown product={product} />

        <div className={styles.bidderRow}>
          <BidderAvatar bidder={bidder} />
          <p data-testid="product-bidder" className={cx(styles.small, bidder && styles.bidder)}>
            {bidder
              ? t(product.status === 'Ended' ? 'product.winner' : 'product.leader', { nickname: bidder.nickname })
              : t('product.noBids')}
          </p>
        </div>

        {product.buyNow && (
          <p className={cx(styles.small, styles.buyNow)}>
            {t('product.buyNow')} <span className={styles.buyNowPrice}>{formatMoney(product.buyNowPrice)}</span>
          </p>
        )}
      </div>

      <div className={styles.actions}>
        <Button
          to={href}
          {...linkTarget}
          fullWidth
          tabIndex={-1}
          aria-hidden
          variant={product.status === 'Open' ? 'contained' : 'outlined'}
        >
          {t(ctaKey(product.status, refused))}
        </Button>
        {footer}
      </div>
    </article>
  );
}
