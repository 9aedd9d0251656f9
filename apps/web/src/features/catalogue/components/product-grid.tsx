// The responsive grid every product list uses: 2 columns on phones, 3 on small tablets, 4 on
// tablets and laptops, 5 on wide screens. Also the matching skeleton for loading states.
// Cards out of sight skip the browser's style, layout and paint work (`content-visibility`) until
// they near the screen: a phone loading a listing of twenty styles and lays out the first rows only.
// Beyond the first few, the cards mount one per task (lib/mount-queue.ts), not all in one.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ShortProduct } from '@blitz/contract';
import type { ReactNode } from 'react';
import { useMountTurn } from '../../../lib/mount-queue';
import { createStaticClasses } from '../../../lib/static-classes';
import { ProductCard, type ProductCardProps } from './product-card';

const gridSx = {
  display: 'grid',
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(3, minmax(0, 1fr))',
    md: 'repeat(4, minmax(0, 1fr))',
    lg: 'repeat(5, minmax(0, 1fr))',
  },
  gap: { xs: 1.5, sm: 2, lg: 2.5 },
  listStyle: 'none',
  m: 0,
  p: 0,
} as const;

export interface ProductGridProps {
  products: ShortProduct[];
  /** How many leading cards load their image eagerly (the first visible rows). */
  eagerCount?: number;
  /** Accessible name of the list. */
  label?: string;
  /** Extra controls under each card's button. */
  cardFooter?: (product: ShortProduct) => ReactNode;
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
  // A card's height before it was first laid out: about what it is at each width ("auto" then
  // keeps the height it had), so the page's height hardly changes as cards come into view.
  item: {
    minWidth: 0,
    contentVisibility: 'auto',
    // Which also clips what the card paints outside it: room for its raised hover and its shadow.
    overflowClipMargin: '32px',
    containIntrinsicSize: 'auto 430px',
    [theme.breakpoints.up('sm')]: { containIntrinsicSize: 'auto 500px' },
  },
}));

/** At most this many of a list's first cards (those loading their image eagerly) mount at once. */
const IMMEDIATE_CARDS = 4;

function GridCard({ immediate, ...card }: ProductCardProps & { immediate: boolean }) {
  return useMountTurn(immediate) ? <ProductCard {...card} /> : null;
}

export function ProductGrid({ products, eagerCount = 0, label, cardFooter }: ProductGridProps) {
  const css = useClasses();
  const immediate = Math.min(eagerCount, IMMEDIATE_CARDS);
  return (
    <ul aria-label={label} className={css.grid}>
      {products.map((product, index) => (
        <li key={product.id} className={css.item}>
          <GridCard immediate={index < immediate} product={product} eagerImage={index < eagerCount} footer={cardFooter?.(product)} />
        </li>
      ))}
    </ul>
  );
}

function SkeletonCard() {
  return (
    <Card variant="outlined" sx={{ borderRadius: '16px', height: '100%' }}>
      <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '1 / 1' }} />
      <Stack spacing={1.25} sx={{ p: { xs: 1.25, sm: 2 } }}>
        <Skeleton variant="text" sx={{ fontSize: '1rem' }} />
        <Skeleton variant="text" sx={{ fontSize: '1rem', width: '60%' }} />
        <Skeleton variant="text" sx={{ fontSize: '1.5rem', width: '50%' }} />
        <Skeleton variant="rounded" height={32} />
        <Skeleton variant="rounded" height={36} />
      </Stack>
    </Card>
  );
}

export function ProductGridSkeleton({ count, label }: { count: number; label: string }): ReactNode {
  return (
    <Box role="status" aria-busy="true" aria-label={label} sx={gridSx}>
      {Array.from({ length: count }, (_, index) => (
        <SkeletonCard key={index} />
      ))}
    </Box>
  );
}
