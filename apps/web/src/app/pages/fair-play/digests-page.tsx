// /fair-play/digests: the published daily digests of the auction records' chain heads.
import { RetryAlert } from '../../../components/retry-alert';
import { Skeleton } from '../../../ui/skeleton';
import { Surface } from '../../../ui/surface';
import { Table, tableStyles } from '../../../ui/table';
import { Text } from '../../../ui/text';
import { useTranslation } from '../../../lib/use-translation';
import { useRecordDigests } from '../../../features/fair-play/api/get-record-digests';
import { PageShell } from '../../layout/page-shell';
import styles from './fair-play-pages.module.css';

export default function DigestsPage() {
  const { t } = useTranslation();
  const query = useRecordDigests();
  let content;
  if (query.isPending)
    content = (
      <div role="status" aria-label={t('fairPlay.digestsLoading')}>
        <Skeleton shape="rounded" className={styles.tall} />
      </div>
    );
  else if (query.isError) {
    content = (
      <RetryAlert retryLabel={t('fairPlay.retry')} onRetry={() => void query.refetch()} retrying={query.isFetching}>
        {t('fairPlay.digestsError')}
      </RetryAlert>
    );
  } else if (query.data.length === 0) content = <Text color="text.secondary">{t('fairPlay.digestsEmpty')}</Text>;
  else {
    content = (
      <Surface className={styles.tableBox}>
        <Table size="small" aria-label={t('fairPlay.digestsTitle')}>
          <thead>
            <tr>
              <th>{t('fairPlay.column.day')}</th>
              <th className={tableStyles.numeric}>{t('fairPlay.column.auctions')}</th>
              <th>{t('fairPlay.column.digest')}</th>
            </tr>
          </thead>
          <tbody>
            {query.data.map((digest) => (
              <tr key={digest.day}>
                <td className={styles.day}>
                  <time dateTime={digest.day}>{digest.day}</time>
                </td>
                <td className={tableStyles.numeric}>{digest.auctions}</td>
                <td className={styles.digest}>{digest.digest}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Surface>
    );
  }
  return (
    <PageShell title={t('fairPlay.digestsTitle')} eyebrow={t('fairPlay.title')} intro={t('fairPlay.digestsIntro')}>
      {content}
    </PageShell>
  );
}
