// The whole record as a table: number, time to the millisecond, what happened (who bid, BidBuddy or
// not), the price and the end time after it, and each entry's hash (full in its title; left out on
// phones, where the downloads carry it).
import { centsToWire, formatMoney, type RecordEntry } from '@blitz/contract';
import { useTranslation } from '../../../lib/use-translation';
import { cx } from '../../../ui/cx';
import { Chip } from '../../../ui/misc';
import { Surface } from '../../../ui/surface';
import { Table, tableStyles } from '../../../ui/table';
import { RecordTime } from './record-time';
import styles from './fair-play.module.css';

const KNOWN_KINDS = new Set(['listed', 'changed', 'scheduled', 'opened', 'bid', 'ended', 'closed', 'withdrawn']);

function EntryEvent({ entry }: { entry: RecordEntry }) {
  const { t } = useTranslation();
  if (entry.kind === 'bid') {
    return (
      <>
        <span className={styles.bidder}>{entry.bidder}</span>{' '}
        <Chip
          size="small"
          variant="outlined"
          className={entry.buddy ? styles.buddyChip : undefined}
          label={entry.buddy ? t('fairPlay.kind.buddyBid') : t('fairPlay.kind.manualBid')}
        />
      </>
    );
  }
  const kind = KNOWN_KINDS.has(entry.kind) ? t(`fairPlay.kind.${entry.kind}`) : entry.kind;
  return (
    <span className={styles.event}>
      {entry.kind === 'ended' && entry.winner ? t('fairPlay.kind.endedWon', { nickname: entry.winner }) : kind}
    </span>
  );
}

export function RecordEntries({ entries }: { entries: RecordEntry[] }) {
  const { t } = useTranslation();
  return (
    <Surface className={styles.entries}>
      <Table size="small" aria-label={t('fairPlay.entries')} className={styles.entriesTable}>
        <thead>
          <tr>
            <th>{t('fairPlay.column.seq')}</th>
            <th>{t('fairPlay.column.time')}</th>
            <th>{t('fairPlay.column.event')}</th>
            <th className={tableStyles.numeric}>{t('fairPlay.column.price')}</th>
            <th>{t('fairPlay.column.endsAt')}</th>
            <th className={styles.wide}>{t('fairPlay.column.hash')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.seq} data-testid="record-entry">
              <td className={tableStyles.numeric}>{entry.seq}</td>
              <td className={styles.figures}>
                <RecordTime at={entry.at} />
              </td>
              <td>
                <EntryEvent entry={entry} />
              </td>
              <td className={cx(tableStyles.numeric, styles.price)}>
                {entry.priceCents === undefined ? '' : formatMoney(centsToWire(entry.priceCents))}
              </td>
              <td className={styles.figures}>
                <RecordTime at={entry.endTime} entryAt={entry.at} />
              </td>
              <td className={cx(styles.wide, styles.hash)} title={entry.hash}>
                {entry.hash.slice(0, 12)}…
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Surface>
  );
}
