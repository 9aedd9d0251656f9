// Home (SPEC.md section 2): the departments menu, the promotional banner, the homepage product
// list, the recent winnings and the next-major-auction popup (a chunk of its own, fetched after
// the page, since it only ever shows in a corner once the page is there).
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { DepartmentsBar } from '../../../features/catalogue/components/departments-bar';
import { HomeProducts } from '../../../features/catalogue/components/home-products';
import { lazyWithReload } from '../../../lib/chunk-reload';
import { usePageTitle } from '../../hooks/use-page-title';
import { HomeWinnings } from './home-winnings';
import { PromoBanner } from './promo-banner';

const MajorAuctionPopup = lazyWithReload(() =>
  import('../../../features/catalogue/components/major-auction-popup').then((m) => ({ default: m.MajorAuctionPopup })),
);

export default function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.home'));
  return (
    <>
      <DepartmentsBar />
      <PromoBanner />
      <HomeProducts />
      <HomeWinnings />
      <Suspense fallback={null}>
        <MajorAuctionPopup />
      </Suspense>
    </>
  );
}
