// One page of the bids history: each auction the user bid on with its picture, title (linking to
// the item page), outcome and the time of the user's last bid on it.
import { formatDate, languageOrFallback, type BidHistoryItem } from '@blitz/contract';
import { useTranslation } from '../../../lib/use-translation';
import { ImageWidget } from '../../../components/image-widget';
import { useSession } from '../../../lib/session';
import { cx } from '../../../ui/cx';
import { Link } from '../../../ui/misc';
import { Text } from '../../../ui/text';
import styles from './history-list.module.css';

function formatDay(iso: string, language: string): string {
  return formatDate(iso, languageOrFallback(language), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

export function HistoryList({ items, label }: { items: BidHistoryItem[]; label: string }) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  return (
    <ul aria-label={label} className={styles.list}>
      {items.map((item) => {
        const youWon = user !== null && item.winner === user.nickname;
        return (
          <li key={item.auctionID} className={styles.row}>
            <div className={styles.picture}>
              <ImageWidget src={item.image?.thumb ?? item.image?.full ?? null} alt="" frame="light" />
            </div>
            <div className={styles.details}>
              <Link to={`/item/${item.auctionID}`} className={styles.title}>
                {item.title}
              </Link>
              <Text variant="body2" color={youWon ? 'success' : 'text.secondary'} className={cx(youWon && styles.won)}>
                {youWon
                  ? t('bidsHistory.youWon')
                  : item.winner
                    ? t('bidsHistory.winner', { nickname: item.winner })
                    : t('bidsHistory.noWinner')}
              </Text>
              <Text variant="caption" color="text.secondary">
                {t('bidsHistory.lastBid', { date: formatDay(item.date, i18n.language), id: item.auctionID })}
              </Text>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
