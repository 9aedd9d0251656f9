// Home (SPEC.md section 2): the promotional banner and the homepage product list.
import { useTranslation } from 'react-i18next';
import { HomeProducts } from '../../../features/catalogue/components/home-products';
import { usePageTitle } from '../../hooks/use-page-title';
import { PromoBanner } from './promo-banner';

export default function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.home'));
  return (
    <>
      <PromoBanner />
      <HomeProducts />
    </>
  );
}
