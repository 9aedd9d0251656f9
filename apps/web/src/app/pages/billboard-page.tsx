// /billboard (SPEC.md section 2): full-screen mode without header or footer, for showing live
// auctions on a big screen. It reuses the home page's product list.
import CloseFullscreenRounded from '@mui/icons-material/CloseFullscreenRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { HomeProducts } from '../../features/catalogue/components/home-products';
import { BrandLogo } from '../../features/navigation/components/brand-logo';
import { usePageTitle } from '../hooks/use-page-title';

export default function BillboardPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.billboard'));
  return (
    <Box sx={{ minHeight: '100vh' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', px: { xs: 2, md: 4 }, pt: 3 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <BrandLogo />
          <Typography component="h1" variant="h6" color="text.secondary">
            {t('info.billboardIntro')}
          </Typography>
        </Stack>
        <Button component={RouterLink} to="/" color="inherit" startIcon={<CloseFullscreenRounded />}>
          {t('info.exitBillboard')}
        </Button>
      </Stack>
      <HomeProducts />
    </Box>
  );
}
