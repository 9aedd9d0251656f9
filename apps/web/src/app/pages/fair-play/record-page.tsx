// /fair-play/{auctionItemID}: the public record of one auction, every entry as the database wrote
// it, with the summary, downloads and how to verify it. A malformed id or no auction shows not-found.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink, useParams } from 'react-router';
import { ErrorPage } from '../../../components/error-page';
import { useAuctionRecord } from '../../../features/fair-play/api/get-auction-record';
import { RecordEntries } from '../../../features/fair-play/components/record-entries';
import { RecordOverview } from '../../../features/fair-play/components/record-overview';
import { usePageTitle } from '../../hooks/use-page-title';
import { PageShell } from '../../layout/page-shell';
import { parseAuctionId } from '../auction-id';

function RecordNotFound() {
  const { t } = useTranslation();
  usePageTitle(t('pages.notFound'));
  return <ErrorPage code={404} message={t('fairPlay.notFound')} showHomeButton />;
}

function RecordView({ auctionID }: { auctionID: number }) {
  const { t } = useTranslation();
  const query = useAuctionRecord(auctionID);
  const record = query.data;
  if (query.isSuccess && record === null) return <RecordNotFound />;
  let content;
  if (query.isPending) {
    content = (
      <Stack spacing={2} role="status" aria-busy="true" aria-label={t('fairPlay.loading')}>
        <Skeleton variant="rounded" height={220} />
        <Skeleton variant="rounded" height={320} />
      </Stack>
    );
  } else if (record) {
    content = (
      <Stack spacing={{ xs: 3, md: 4 }}>
        <RecordOverview record={record} />
        <RecordEntries entries={record.entries} />
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={`/item/${auctionID}`}>
            {t('fairPlay.backToAuction')}
          </Button>
          <Button component={RouterLink} to="/fair-play/digests">
            {t('fairPlay.digestsLink')}
          </Button>
        </Stack>
      </Stack>
    );
  } else {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('fairPlay.retry')}
          </Button>
        }
      >
        {t('fairPlay.error')}
      </Alert>
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
  const id = parseAuctionId(useParams().auctionItemID);
  if (id === null) return <RecordNotFound />;
  return <RecordView key={id} auctionID={id} />;
}
