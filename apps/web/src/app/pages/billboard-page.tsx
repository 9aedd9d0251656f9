// /billboard (SPEC.md section 2): full-screen mode without header or footer, for showing live
// auctions on a big screen. It reuses the home page's product list.
import Minimize2 from 'lucide-react/icons/minimize-2';
import { useTranslation } from '../../lib/use-translation';
import { HomeProducts } from '../../features/catalogue/components/home-products';
import { BrandLogo } from '../../features/navigation/components/brand-logo';
import { Button } from '../../ui/button';
import { Stack } from '../../ui/stack';
import { Text } from '../../ui/text';
import { PageMeta } from '../layout/page-meta';
import styles from './billboard-page.module.css';

export default function BillboardPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <PageMeta title={t('pages.billboard')} />
      <Stack direction="row" spacing={2} align="center" justify="between" wrap className={styles.bar}>
        <Stack direction="row" spacing={2} align="center" className={styles.brand}>
          <BrandLogo />
          <Text component="h1" variant="h6" color="text.secondary">
            {t('info.billboardIntro')}
          </Text>
        </Stack>
        <Button to="/" color="inherit" startIcon={<Minimize2 aria-hidden />} className={styles.exit}>
          {t('info.exitBillboard')}
        </Button>
      </Stack>
      <HomeProducts />
    </div>
  );
}
