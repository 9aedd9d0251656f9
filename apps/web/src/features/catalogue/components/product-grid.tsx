// The responsive grid every product list uses: 2 columns on phones, 3 on small tablets, 4 on
// tablets and laptops, 5 on wide screens. Also the matching skeleton for loading states.
// Cards out of sight skip the browser's style, layout and paint work (`content-visibility`) until
// they near the screen: a phone loading a listing of twenty styles and lays out the first rows only.
// Past a list's first four (or as many as its page asks for at once), the cards mount one per task
// (lib/mount-queue.ts), not all in one; a card's place keeps about a card's height meanwhile.
// The search page's prerendered first HTML (src/prerender) gives its loading cards a picture each
// (SkeletonPictureSlot), which the server fills with its first answer's pictures.
import type { ShortProduct } from '@blitz/contract';
import { createContext, useContext, type ReactNode } from 'react';
import { useMountTurn } from '../../../lib/mount-queue';
import { classes, createStaticClasses } from '../../../lib/static-classes';
import { SkeletonBlock } from '../../../components/skeleton-block';
import { ProductCard, type ProductCardProps } from './product-card';

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

const useClasses = createStaticClasses('product-grid', (theme) => ({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: theme.spacing(1.5),
    listStyle: 'none',
    margin: 0,
    padding: 0,
    [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: theme.spacing(2) },
    [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    [theme.breakpoints.up('lg')]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', gap: theme.spacing(2.5) },
  },
  // About a card's height at each width, for a card not laid out yet: out of sight ("auto" then
  // keeps the height it had), and while it waits for its turn to mount.
  item: {
    minWidth: 0,
    // Skipping clips what the card paints outside it, so only where a clip margin leaves room for
    // its raised hover and its shadow (not in Safari, which has no overflow-clip-margin).
    '@supports (overflow-clip-margin: 1px)': {
      contentVisibility: 'auto',
      overflowClipMargin: '40px',
      containIntrinsicHeight: 'auto 430px',
      [theme.breakpoints.up('sm')]: { containIntrinsicHeight: 'auto 500px' },
    },
  },
  waiting: { minHeight: 430, [theme.breakpoints.up('sm')]: { minHeight: 500 } },
  // A loading card: drawn as MUI's outlined card, its lines as the card's own.
  loadingCard: {
    height: '100%',
    boxSizing: 'border-box',
    overflow: 'hidden',
    color: theme.palette.text.primary,
    backgroundColor: theme.palette.background.paper,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: '16px',
  },
  loadingMedia: { position: 'relative' },
  // Doubled: these size a SkeletonBlock, whose own classes may come later in the page.
  loadingPicture: { '&&': { width: '100%', height: 'auto', aspectRatio: '1 / 1' } },
  loadingBody: {
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(1.25),
    padding: theme.spacing(1.25),
    [theme.breakpoints.up('sm')]: { padding: theme.spacing(2) },
  },
  line: { '&&': { fontSize: '1rem' } },
  shortLine: { '&&': { fontSize: '1rem', width: '60%' } },
  priceLine: { '&&': { fontSize: '1.5rem', width: '50%' } },
  clock: { '&&': { height: 32 } },
  button: { '&&': { height: 36 } },
}));

/** How many of a list's first cards mount with it, unless its page says otherwise. */
const IMMEDIATE_CARDS = 4;

function GridItem({
  immediate,
  className,
  waitingClassName,
  ...card
}: ProductCardProps & { immediate: boolean; className: string; waitingClassName: string }) {
  const ready = useMountTurn(immediate);
  // A waiting place is empty: hidden from screen readers until its card is there. `data-waiting`
  // lets tests that judge the finished page (colours, layout) wait for the last card.
  return ready ? (
    <li className={className}>
      <ProductCard {...card} />
    </li>
  ) : (
    <li className={classes(className, waitingClassName)} aria-hidden data-waiting="" />
  );
}

export function ProductGrid({ products, eagerCount = 0, label, cardFooter, immediateCount = IMMEDIATE_CARDS }: ProductGridProps) {
  const css = useClasses();
  return (
    <ul aria-label={label} className={css.grid}>
      {products.map((product, index) => (
        <GridItem
          key={product.id}
          className={css.item}
          waitingClassName={css.waiting}
          immediate={index < immediateCount}
          product={product}
          eagerImage={index < eagerCount}
          footer={cardFooter?.(product)}
        />
      ))}
    </ul>
  );
}

/**
 * In the prerendered first HTML only: what goes over a loading card's picture placeholder, by the
 * card's place in the list (the app's own loading cards have none).
 */
export const SkeletonPictureSlot = createContext<((index: number) => ReactNode) | null>(null);

function SkeletonCard({ index }: { index: number }) {
  const css = useClasses();
  const slot = useContext(SkeletonPictureSlot);
  const picture = <SkeletonBlock shape="rectangular" className={css.loadingPicture} />;
  return (
    <div className={css.loadingCard}>
      {slot ? (
        <div className={css.loadingMedia}>
          {picture}
          {slot(index)}
        </div>
      ) : (
        picture
      )}
      <div className={css.loadingBody}>
        <SkeletonBlock shape="text" className={css.line} />
        <SkeletonBlock shape="text" className={css.shortLine} />
        <SkeletonBlock shape="text" className={css.priceLine} />
        <SkeletonBlock shape="rounded" className={css.clock} />
        <SkeletonBlock shape="rounded" className={css.button} />
      </div>
    </div>
  );
}

export function ProductGridSkeleton({ count, label }: { count: number; label: string }): ReactNode {
  const css = useClasses();
  return (
    <div role="status" aria-busy="true" aria-label={label} className={css.grid}>
      {Array.from({ length: count }, (_, index) => (
        <SkeletonCard key={index} index={index} />
      ))}
    </div>
  );
}
