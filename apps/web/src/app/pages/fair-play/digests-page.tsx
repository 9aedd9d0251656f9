// /fair-play/digests: the published daily digests of the auction records' chain heads.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/use-translation';
import { useRecordDigests } from '../../../features/fair-play/api/get-record-digests';
import { PageShell } from '../../layout/page-shell';

export default function DigestsPage() {
  const { t } = useTranslation();
  const query = useRecordDigests();
  let content;
  if (query.isPending) content = <Skeleton variant="rounded" height={240} role="status" aria-label={t('fairPlay.digestsLoading')} />;
  else if (query.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('fairPlay.retry')}
          </Button>
        }
      >
        {t('fairPlay.digestsError')}
      </Alert>
    );
  } else if (query.data.length === 0) content = <Typography color="text.secondary">{t('fairPlay.digestsEmpty')}</Typography>;
  else {
    content = (
      <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 3 }}>
        <Table size="small" aria-label={t('fairPlay.digestsTitle')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('fairPlay.column.day')}</TableCell>
              <TableCell align="right">{t('fairPlay.column.auctions')}</TableCell>
              <TableCell>{t('fairPlay.column.digest')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {query.data.map((digest) => (
              <TableRow key={digest.day}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <time dateTime={digest.day}>{digest.day}</time>
                </TableCell>
                <TableCell align="right">{digest.auctions}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace', fontSize: '0.8rem', overflowWrap: 'anywhere', wordBreak: 'break-all' }}>
                  {digest.digest}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }
  return (
    <PageShell title={t('fairPlay.digestsTitle')} eyebrow={t('fairPlay.title')} intro={t('fairPlay.digestsIntro')}>
      {content}
    </PageShell>
  );
}
