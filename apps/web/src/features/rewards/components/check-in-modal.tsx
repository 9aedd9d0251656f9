// The daily check-in modal (SPEC.md section 2 'Overlays'): today's reward and the streak once the
// day is checked in, or the check-in error text of SPEC.md section 8 when the call failed.
import Flame from 'lucide-react/icons/flame';
import Gift from 'lucide-react/icons/gift';
import { DAILY_CHECK_IN_REWARD_BLITZ } from '@blitz/contract';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Stack } from '../../../ui/stack';
import { Text } from '../../../ui/text';
import type { CheckInModalState } from '../hooks/use-daily-check-in';
import { REWARDS_PATH } from '../paths';
import styles from './check-in-modal.module.css';

export function CheckInModal({ shown, onClose }: { shown: CheckInModalState | null; onClose: () => void }) {
  const { t } = useTranslation();
  const failed = shown?.answer.kind === 'failed';
  const reward = shown?.answer.kind === 'granted' ? shown.answer.reward.bids : (shown?.status?.reward ?? DAILY_CHECK_IN_REWARD_BLITZ);
  const streak = shown?.status?.streak ?? null;
  return (
    <Dialog
      open={shown !== null}
      onClose={onClose}
      maxWidth="xs"
      titleId="check-in-title"
      descriptionId="check-in-body"
      title={
        <span className={styles.title}>
          <Gift className={styles.gift} aria-hidden />
          {t('rewards.checkIn.title')}
        </span>
      }
      description={
        failed ? (
          <span className={styles.failed}>{t('rewards.checkIn.failed')}</span>
        ) : (
          <span className={styles.done}>{t('rewards.checkIn.done')}</span>
        )
      }
      actions={
        <>
          {!failed && (
            <Button to={REWARDS_PATH} onClick={onClose}>
              {t('rewards.checkIn.seeRewards')}
            </Button>
          )}
          <Button variant="contained" onClick={onClose} autoFocus>
            {t('rewards.checkIn.close')}
          </Button>
        </>
      }
    >
      {!failed && (
        <Stack spacing={1.5} align="center" className={styles.reward}>
          <Text variant="h3" component="p" color="primary" data-testid="check-in-reward">
            {t('rewards.checkIn.reward', { count: reward })}
          </Text>
          {streak !== null && (
            <Text className={styles.streak} data-testid="check-in-streak">
              <Flame className={styles.flame} aria-hidden />
              {t('rewards.checkIn.streak', { count: streak })}
            </Text>
          )}
          <Text variant="body2" color="text.secondary">
            {t('rewards.checkIn.comeBack')}
          </Text>
        </Stack>
      )}
    </Dialog>
  );
}
