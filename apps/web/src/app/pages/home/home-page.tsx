// Home (SPEC.md section 2): the departments menu, the promotional banner, the homepage product
// list, the recent winnings and the next-major-auction popup.
import { useTranslation } from 'react-i18next';
import { DepartmentsBar } from '../../../features/catalogue/components/departments-bar';
import { HomeProducts } from '../../../features/catalogue/components/home-products';
import { MajorAuctionPopup } from '../../../features/catalogue/components/major-auction-popup';
import { usePageTitle } from '../../hooks/use-page-title';
import { HomeWinnings } from './home-winnings';
import { PromoBanner } from './promo-banner';

export default function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.home'));
  return (
    <>
      <DepartmentsBar />
      <PromoBanner />
      <HomeProducts />
      <HomeWinnings />
      <MajorAuctionPopup />
    </>
  );
}
