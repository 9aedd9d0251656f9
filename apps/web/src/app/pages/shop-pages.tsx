// Shop pages whose layout later issues define (SPEC.md section 2 does not show it): buy now and
// buy packs. Each shows its title and what it is for.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorPage } from '../../components/error-page';
import { PageShell } from '../layout/page-shell';
import { usePageTitle } from '../hooks/use-page-title';
import { parseAuctionId } from './auction-id';

function UnknownAuction() {
  const { t } = useTranslation();
  usePageTitle(t('pages.notFound'));
  return <ErrorPage code={404} message={t('notFound.message')} showHomeButton />;
}

export function BuyNowPage() {
  const { t } = useTranslation();
  const id = parseAuctionId(useParams().auctionItemID);
  if (id === null) return <UnknownAuction />;
  return <PageShell title={t('pages.buyNow')} intro={t('info.buyNowIntro', { id })} />;
}

export function BuyPacksPage() {
  const { t } = useTranslation();
  return <PageShell title={t('pages.buyPacks')} intro={t('info.buyPacksIntro')} />;
}
