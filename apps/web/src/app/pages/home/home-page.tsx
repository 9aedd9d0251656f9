// Home (SPEC.md section 2): the departments menu, the promotional banner, the homepage product
// list, the recent winnings and the next-major-auction popup (a chunk of its own, fetched once the
// page has loaded and the browser is idle, since it only ever shows in a corner once the page is
// there: opened with the page's first cards, its transition made the browser lay the whole page out
// at once, a long task on a phone; issue 15). The wait for that moment is AfterPageLoad's, so that
// its end renders the popup alone, not the page again.
import { Suspense } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { DepartmentsBar } from '../../../features/catalogue/components/departments-bar';
import { HomeProducts } from '../../../features/catalogue/components/home-products';
import { lazyWithReload } from '../../../lib/chunk-reload';
import { useLocation } from 'react-router';
import { referralCode } from '../../../lib/referral';
import { PageMeta } from '../../layout/page-meta';
import { AfterPageLoad } from '../../layout/after-page-load';
import { HomeWinnings } from './home-winnings';
import { PromoBanner } from './promo-banner';

const MajorAuctionPopup = lazyWithReload(() =>
  import('../../../features/catalogue/components/major-auction-popup').then((m) => ({ default: m.MajorAuctionPopup })),
);

/** The home page's title; a referral link (`/?ref=CODE`) previews as the shop's invitation. */
function HomeMeta() {
  const { t } = useTranslation();
  const invited = referralCode(useLocation().search) !== null;
  return <PageMeta title={t('pages.home')} previewTitle={invited ? t('rewards.referral.shareTitle') : undefined} />;
}

export default function HomePage() {
  return (
    <>
      <HomeMeta />
      <DepartmentsBar />
      <PromoBanner />
      <HomeProducts />
      <HomeWinnings />
      <AfterPageLoad>
        <Suspense fallback={null}>
          <MajorAuctionPopup />
        </Suspense>
      </AfterPageLoad>
    </>
  );
}
