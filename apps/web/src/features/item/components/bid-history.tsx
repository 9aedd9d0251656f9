// The latest bids on an auction (lastPlacedBids), newest first: bidder, amount and time. On a
// phone the table fits the screen: the time sits over its date, and the avatars and cell padding
// give way.
import { formatMoney, type PlacedBid } from '@blitz/contract';
import { useTranslation } from '../../../lib/use-translation';
import { cx } from '../../../ui/cx';
import { Avatar } from '../../../ui/misc';
import { Table, tableStyles } from '../../../ui/table';
import { Text } from '../../../ui/text';
import { formatDateTime, formatTimeOfDay } from './format-date';
import styles from './bid-history.module.css';

export function BidHistory({ bids }: { bids: PlacedBid[] }) {
  const { t, i18n } = useTranslation();
  const sorted = [...bids].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
  const numeric = cx(styles.cell, tableStyles.numeric);
  return (
    <section aria-labelledby="item-bids-title">
      <Text id="item-bids-title" variant="h5" component="h2" className={styles.title}>
        {t('item.bidHistory')}
      </Text>
      {sorted.length === 0 ? (
        <Text color="text.secondary">{t('item.noBids')}</Text>
      ) : (
        <div className={styles.frame}>
          <Table size="small" aria-labelledby="item-bids-title">
            <thead>
              <tr>
                <th className={styles.cell}>{t('item.bidder')}</th>
                <th className={numeric}>{t('item.amount')}</th>
                <th className={numeric}>{t('item.time')}</th>
              </tr>
            </thead>
            <tbody>
              {sorted.map((bid, i) => (
                <tr key={`${bid.date}-${bid.bidAmount}-${i}`} className={i === 0 ? styles.latest : undefined}>
                  <td className={styles.cell}>
                    <span className={styles.bidder}>
                      <Avatar src={bid.bidder.profileImage ?? undefined} className={styles.avatar}>
                        {bid.bidder.nickname.slice(0, 1).toUpperCase()}
                      </Avatar>
                      <span className={styles.nickname}>{bid.bidder.nickname}</span>
                    </span>
                  </td>
                  <td className={cx(numeric, styles.amount)}>{formatMoney(bid.bidAmount)}</td>
                  <td className={cx(numeric, styles.time)}>
                    <time dateTime={bid.date} className={styles.block}>
                      <span className={styles.block}>{formatTimeOfDay(bid.date, i18n.language)}</span>
                      <span className={cx(styles.block, styles.date)}>{formatDateTime(bid.date, i18n.language, false)}</span>
                    </time>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
    </section>
  );
}
