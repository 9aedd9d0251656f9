// The record's summary: final price, winner, the published figures, the chain head, the JSON and
// CSV downloads and how to check the record with the open verifier, from a terminal or in the browser.
import Download from 'lucide-react/icons/download';
import { centsToWire, formatMoney, type AuctionRecord } from '@blitz/contract';
import { useTranslation } from '../../../lib/use-translation';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Stack } from '../../../ui/stack';
import { Surface } from '../../../ui/surface';
import { Text } from '../../../ui/text';
import { recordDownload } from '../api/get-auction-record';
import { RecordCheck } from './record-check';
import { RecordFigure } from './record-figure';
import { recordPagePath } from './record-link';
import styles from './fair-play.module.css';

const money = (cents: number | null) => (cents === null ? '–' : formatMoney(centsToWire(cents)));

export function RecordOverview({ record }: { record: AuctionRecord }) {
  const { t } = useTranslation();
  const { figures } = record;
  const last = record.entries.at(-1);
  const winner = last?.kind === 'ended' ? last.winner : undefined;
  const imported = record.entries[0]?.kind === 'listed' ? (record.entries[0].bidCount ?? 0) : 0;
  const pageUrl = `${window.location.origin}${recordPagePath(record.auctionId)}`;
  return (
    <Surface className={styles.overview}>
      <Stack spacing={3}>
        <div className={styles.figures4}>
          <RecordFigure label={t('fairPlay.finalPrice')} value={money(figures.finalPriceCents)} testId="record-final-price" />
          <RecordFigure label={t('fairPlay.winner')} value={winner ?? t('fairPlay.noWinner')} testId="record-winner" />
          <RecordFigure label={t('fairPlay.figure.bids')} value={figures.bids} />
          <RecordFigure label={t('fairPlay.figure.uniqueBidders')} value={figures.uniqueBidders} />
          <RecordFigure label={t('fairPlay.figure.buddyBids')} value={figures.buddyBids} />
          <RecordFigure label={t('fairPlay.figure.blitzSpent')} value={figures.blitzSpent} />
          <RecordFigure label={t('fairPlay.figure.retail')} value={money(figures.retailCents)} />
          <RecordFigure label={t('fairPlay.figure.winnerTotal')} value={money(figures.winnerTotalCents)} />
        </div>
        {imported > 0 && <Alert severity="info">{t('fairPlay.importedHistory', { count: imported })}</Alert>}
        <RecordFigure label={t('fairPlay.head')} value={record.head} testId="record-head" hash />
        <Stack rowFrom="sm" spacing={1.5}>
          <Button variant="contained" href={recordDownload(record.auctionId, 'json')} download startIcon={<Download aria-hidden />}>
            {t('fairPlay.downloadJson')}
          </Button>
          <Button variant="outlined" href={recordDownload(record.auctionId, 'csv')} download startIcon={<Download aria-hidden />}>
            {t('fairPlay.downloadCsv')}
          </Button>
        </Stack>
        <section aria-labelledby="record-verify-title">
          <Text id="record-verify-title" variant="h6" component="h2">
            {t('fairPlay.verifyTitle')}
          </Text>
          <Text color="text.secondary" className={styles.verifyText}>
            {t('fairPlay.verifyText')}
          </Text>
          <code className={styles.command}>npx blitz-verify {pageUrl}</code>
          <RecordCheck auctionId={record.auctionId} />
        </section>
      </Stack>
    </Surface>
  );
}
