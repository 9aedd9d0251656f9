// Shop pages whose layout later issues define (SPEC.md section 2 does not show it): auction item,
// buy now, buy packs, winners and search. Each shows its title and what it is for.
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ErrorPage } from '../../components/error-page';
import { PageShell } from '../layout/page-shell';
import { usePageTitle } from '../hooks/use-page-title';

/** Auction ids are positive integers; anything else is a path that does not exist. */
export function parseAuctionId(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function UnknownAuction() {
  const { t } = useTranslation();
  usePageTitle(t('pages.notFound'));
  return <ErrorPage code={404} message={t('notFound.message')} showHomeButton />;
}

export function ItemPage() {
  const { t } = useTranslation();
  const id = parseAuctionId(useParams().auctionItemID);
  if (id === null) return <UnknownAuction />;
  return <PageShell title={t('pages.item')} eyebrow={t('info.itemIntro', { id })} />;
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

export function WinnersPage() {
  const { t } = useTranslation();
  return <PageShell title={t('pages.winners')} intro={t('info.winnersIntro')} />;
}

export function SearchPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const query = params.get('s')?.trim() ?? '';
  return <PageShell title={t('pages.search')} intro={query ? t('info.searchResults', { query }) : t('info.searchEmpty')} />;
}
