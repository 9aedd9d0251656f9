// The responsive grid every product list uses: 2 columns on phones, 3 on small tablets, 4 on
// tablets and laptops, 5 on wide screens. Also the matching skeleton for loading states.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ShortProduct } from '@blitz/contract';
import type { ReactNode } from 'react';
import { ProductCard } from './product-card';

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

export function ProductGrid({ products, eagerCount = 0, label, cardFooter }: ProductGridProps) {
  return (
    <Box component="ul" aria-label={label} sx={gridSx}>
      {products.map((product, index) => (
        <Box component="li" key={product.id} sx={{ minWidth: 0 }}>
          <ProductCard product={product} eagerImage={index < eagerCount} footer={cardFooter?.(product)} />
        </Box>
      ))}
    </Box>
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
