// The earned list of the rewards section: every reward, newest first, with its Blitz.
import Gift from 'lucide-react/icons/gift';
import type { EarnedReward } from '@blitz/contract';
import { useTranslation } from '../../../lib/use-translation';
import { Text } from '../../../ui/text';
import styles from './reward-lists.module.css';

export function EarnedList({ earned }: { earned: readonly EarnedReward[] }) {
  const { t } = useTranslation();
  if (earned.length === 0) return <Text color="text.secondary">{t('rewards.history.empty')}</Text>;
  return (
    <ul aria-label={t('rewards.history.title')} data-testid="earned-list" className={styles.list}>
      {earned.map((row) => (
        <li key={row.id} className={styles.item}>
          <Gift size={20} className={styles.primaryIcon} aria-hidden />
          <Text variant="body2" className={styles.text}>
            {t(`rewards.types.${row.reward}`)}
          </Text>
          <Text className={styles.amount}>{t('rewards.plusBlitz', { count: row.amount })}</Text>
        </li>
      ))}
    </ul>
  );
}
