// The record's summary: final price, winner, the published figures, the chain head, the JSON and
// CSV downloads and how to check the record with the open verifier, from a terminal or in the browser.
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { centsToWire, formatMoney, type AuctionRecord } from '@blitz/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { recordDownload } from '../api/get-auction-record';
import { RecordCheck } from './record-check';
import { recordPagePath } from './record-link';

const money = (cents: number | null) => (cents === null ? '–' : formatMoney(centsToWire(cents)));

function Figure({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography data-testid={testId} sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

export function RecordOverview({ record }: { record: AuctionRecord }) {
  const { t } = useTranslation();
  const { figures } = record;
  const last = record.entries.at(-1);
  const winner = last?.kind === 'ended' ? last.winner : undefined;
  const imported = record.entries[0]?.kind === 'listed' ? (record.entries[0].bidCount ?? 0) : 0;
  const pageUrl = `${window.location.origin}${recordPagePath(record.auctionId)}`;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 4 }}>
      <Stack spacing={3}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }, gap: 2 }}>
          <Figure label={t('fairPlay.finalPrice')} value={money(figures.finalPriceCents)} testId="record-final-price" />
          <Figure label={t('fairPlay.winner')} value={winner ?? t('fairPlay.noWinner')} testId="record-winner" />
          <Figure label={t('fairPlay.figure.bids')} value={figures.bids} />
          <Figure label={t('fairPlay.figure.uniqueBidders')} value={figures.uniqueBidders} />
          <Figure label={t('fairPlay.figure.buddyBids')} value={figures.buddyBids} />
          <Figure label={t('fairPlay.figure.blitzSpent')} value={figures.blitzSpent} />
          <Figure label={t('fairPlay.figure.retail')} value={money(figures.retailCents)} />
          <Figure label={t('fairPlay.figure.winnerTotal')} value={money(figures.winnerTotalCents)} />
        </Box>
        {imported > 0 && <Alert severity="info">{t('fairPlay.importedHistory', { count: imported })}</Alert>}
        <Box>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('fairPlay.head')}
          </Typography>
          <Typography data-testid="record-head" sx={{ fontFamily: 'monospace', fontSize: '0.85rem', overflowWrap: 'anywhere' }}>
            {record.head}
          </Typography>
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button variant="contained" href={recordDownload(record.auctionId, 'json')} download startIcon={<DownloadOutlined />}>
            {t('fairPlay.downloadJson')}
          </Button>
          <Button variant="outlined" href={recordDownload(record.auctionId, 'csv')} download startIcon={<DownloadOutlined />}>
            {t('fairPlay.downloadCsv')}
          </Button>
        </Stack>
        <Box component="section" aria-labelledby="record-verify-title">
          <Typography id="record-verify-title" variant="h6" component="h2">
            {t('fairPlay.verifyTitle')}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 1 }}>{t('fairPlay.verifyText')}</Typography>
          <Box
            component="code"
            sx={{ display: 'block', p: 1.5, borderRadius: 2, bgcolor: 'action.hover', fontSize: '0.85rem', overflowWrap: 'anywhere' }}
          >
            npx blitz-verify {pageUrl}
          </Box>
          <RecordCheck auctionId={record.auctionId} />
        </Box>
      </Stack>
    </Paper>
  );
}
