// The responsive grid every product list uses: 2 columns on phones, 3 on small tablets, 4 on
// tablets and laptops, 5 on wide screens. Also the matching skeleton for loading states.
// Cards out of sight skip the browser's style, layout and paint work (`content-visibility`) until
// they near the screen: a phone loading a listing of twenty styles and lays out the first rows only.
// Past a list's first four (or as many as its page asks for at once), the cards mount one per task
// (lib/mount-queue.ts), not all in one; a card's place keeps about a card's height meanwhile.
// A list the server renders comes whole (the queue is for lists that arrive in the browser).
import type { ShortProduct } from '@blitz/contract';
import type { ReactNode } from 'react';
import { useMountTurn } from '../../../lib/mount-queue';
import { cx } from '../../../ui/cx';
import { Skeleton } from '../../../ui/skeleton';
import { ProductCard, type ProductCardProps } from './product-card';
import styles from './product-grid.module.css';

export interface ProductGridProps {
  products: ShortProduct[];
  /** How many leading cards load their image eagerly (the first visible rows). */
  eagerCount?: number;
  /** Accessible name of the list. */
  label?: string;
  /** Extra controls under each card's button. */
  cardFooter?: (product: ShortProduct) => ReactNode;
  /** How many leading cards mount with the list (the rest one per task); 0 for a list below others. */
  immediateCount?: number;
}

/** How many of a list's first cards mount with it, unless its page says otherwise. */
const IMMEDIATE_CARDS = 4;

function GridItem({ immediate, ...card }: ProductCardProps & { immediate: boolean }) {
  const ready = useMountTurn(immediate);
  // A waiting place is empty: hidden from screen readers until its card is there. `data-waiting`
  // lets tests that judge the finished page (colours, layout) wait for the last card.
  return ready ? (
    <li className={styles.item}>
      <ProductCard {...card} />
    </li>
  ) : (
    <li className={cx(styles.item, styles.waiting)} aria-hidden data-waiting="" />
  );
}

export function ProductGrid({ products, eagerCount = 0, label, cardFooter, immediateCount = IMMEDIATE_CARDS }: ProductGridProps) {
  return (
    <ul aria-label={label} className={styles.grid}>
      {products.map((product, index) => (
        <GridItem
          key={product.id}
          immediate={index < immediateCount}
          product={product}
          eagerImage={index < eagerCount}
          footer={cardFooter?.(product)}
        />
      ))}
    </ul>
  );
}

function SkeletonCard() {
  return (
    <div className={styles.loadingCard}>
      <Skeleton shape="rectangular" className={styles.loadingPicture} />
      <div className={styles.loadingBody}>
        <Skeleton shape="text" className={styles.line} />
        <Skeleton shape="text" className={cx(styles.line, styles.shortLine)} />
        <Skeleton shape="text" className={styles.priceLine} />
        <Skeleton shape="rounded" className={styles.clock} />
        <Skeleton shape="rounded" className={styles.button} />
      </div>
    </div>
  );
}

export function ProductGridSkeleton({ count, label }: { count: number; label: string }): ReactNode {
  return (
    <div role="status" aria-busy="true" aria-label={label} className={styles.grid}>
      {Array.from({ length: count }, (_, index) => (
        <SkeletonCard key={index} />
      ))}
    </div>
  );
}
