// The dashboard's open auctions (SPEC.md section 2, page=openAuctions): the running and coming
// auctions the user bid on or has a BidBuddy on, as live product cards. Composed here because the
// list comes from the bids feature and the cards from the catalogue.
import GavelRounded from '@mui/icons-material/GavelRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { useActiveBids } from '../../../features/bids/api/get-active-bids';
import { ProductGrid, ProductGridSkeleton } from '../../../features/catalogue/components/product-grid';
import { EmptyState } from '../../../components/empty-state';

export function OpenAuctionsSection() {
  const { t } = useTranslation();
  const query = useActiveBids();

  if (query.isPending) return <ProductGridSkeleton count={4} label={t('openAuctions.loading')} />;
  if (query.isError) {
    return (
      <Alert
        severity="error"
        sx={{ mt: 2 }}
        action={
          <Button color="inherit" onClick={() => void query.refetch()}>
            {t('openAuctions.retry')}
          </Button>
        }
      >
        {t('openAuctions.error')}
      </Alert>
    );
  }
  if (query.data.length === 0) {
    return (
      <EmptyState icon={GavelRounded} title={t('openAuctions.emptyTitle')} body={t('openAuctions.emptyBody')}>
        <Button component={RouterLink} to="/" variant="contained">
          {t('openAuctions.browse')}
        </Button>
      </EmptyState>
    );
  }
  return (
    <Box sx={{ mt: 2 }}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('openAuctions.intro', { count: query.data.length })}
      </Typography>
      <ProductGrid products={query.data} label={t('openAuctions.listLabel')} />
    </Box>
  );
}
