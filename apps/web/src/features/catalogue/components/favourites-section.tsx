// The dashboard's favourites section (SPEC.md section 2, page=favorites): the signed-in user's
// favourite auctions as product cards, or an empty state leading to the shop.
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFavorites } from '../api/get-favorites';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

export function FavouritesSection() {
  const { t } = useTranslation();
  const query = useFavorites(true);
  const products = useMemo(() => query.data ?? [], [query.data]);
  const ids = useMemo(() => new Set(products.map((product) => product.id)), [products]);

  if (query.isPending) return <ProductGridSkeleton count={4} label={t('favorites.loading')} />;
  if (query.isError) {
    return (
      <Alert severity="error" sx={{ mt: 2 }} action={<Button color="inherit" onClick={() => void query.refetch()}>{t('favorites.retry')}</Button>}>
        {t('favorites.error')}
      </Alert>
    );
  }
  if (products.length === 0) {
    return (
      <Box sx={{ textAlign: 'center', py: { xs: 4, md: 6 } }}>
        <FavoriteBorderRounded sx={{ fontSize: 48, color: 'primary.main' }} aria-hidden />
        <Typography variant="h6" component="p" sx={{ mt: 1 }}>
          {t('favorites.emptyTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          {t('favorites.emptyBody')}
        </Typography>
        <Button component={RouterLink} to="/" variant="contained">
          {t('favorites.browse')}
        </Button>
      </Box>
    );
  }
  return (
    <Box sx={{ mt: 2 }}>
      <ProductGrid products={products} favouriteIds={ids} label={t('favorites.listLabel')} />
    </Box>
  );
}
