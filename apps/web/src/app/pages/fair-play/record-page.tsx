// /fair-play/{auctionItemID}: the public record of one auction, every entry as the database wrote
// it, with the summary, downloads and how to verify it. A malformed id or no auction shows not-found.
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { Stack } from '../../../ui/stack';
import { useAuctionRecord } from '../../../features/fair-play/api/get-auction-record';
import { RecordEntries } from '../../../features/fair-play/components/record-entries';
import { RecordOverview } from '../../../features/fair-play/components/record-overview';
import { RetryAlert } from '../../../components/retry-alert';
import { NotFoundView } from '../not-found-page';
import { PageShell } from '../../layout/page-shell';
import { AuctionIdPage } from '../auction-id-page';
import styles from './fair-play-pages.module.css';

const RecordNotFound = () => <NotFoundView messageKey="fairPlay.notFound" />;

function RecordView({ auctionID }: { auctionID: number }) {
  const { t } = useTranslation();
  const query = useAuctionRecord(auctionID);
  const record = query.data;
  if (query.isSuccess && record === null) return <RecordNotFound />;
  let content;
  if (query.isPending) {
    content = (
      <Stack spacing={2} role="status" aria-busy="true" aria-label={t('fairPlay.loading')}>
        <Skeleton shape="rounded" className={styles.overviewSkeleton} />
        <Skeleton shape="rounded" className={styles.entriesSkeleton} />
      </Stack>
    );
  } else if (record) {
    content = (
      <Stack className={styles.record}>
        <RecordOverview record={record} />
        <RecordEntries entries={record.entries} />
        <Stack direction="row" spacing={1} wrap>
          <Button to={`/item/${auctionID}`}>{t('fairPlay.backToAuction')}</Button>
          <Button to="/fair-play/digests">{t('fairPlay.digestsLink')}</Button>
        </Stack>
      </Stack>
    );
  } else {
    content = (
      <RetryAlert retryLabel={t('fairPlay.retry')} onRetry={() => void query.refetch()} retrying={query.isFetching}>
        {t('fairPlay.error')}
      </RetryAlert>
    );
  }
  return (
    <PageShell
      title={record ? t('fairPlay.titleOf', { title: record.title }) : t('fairPlay.title')}
      eyebrow={t('fairPlay.title')}
      intro={t('fairPlay.intro')}
      maxWidth="lg"
    >
      {content}
    </PageShell>
  );
}

export default function RecordPage() {
  return <AuctionIdPage view={RecordView} notFound={<RecordNotFound />} />;
}
