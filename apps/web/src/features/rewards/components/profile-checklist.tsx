// The profile-completion checklist: which of the fields the reward needs are set, what is still
// missing, and whether the reward was granted (it is, once ever).
import Circle from 'lucide-react/icons/circle';
import CircleCheck from 'lucide-react/icons/circle-check';
import { PROFILE_COMPLETION_FIELDS, PROFILE_COMPLETION_REWARD_BLITZ, type RewardSummary } from '@blitz/contract';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../ui/button';
import { Text } from '../../../ui/text';
import styles from './reward-lists.module.css';

export function ProfileChecklist({ profile }: { profile: RewardSummary['profile'] }) {
  const { t } = useTranslation();
  const missing = new Set(profile.missing);
  return (
    <>
      <Text color="text.secondary" data-testid="profile-reward-state">
        {profile.rewarded
          ? t('rewards.profile.rewarded', { count: PROFILE_COMPLETION_REWARD_BLITZ })
          : t('rewards.profile.todo', { count: PROFILE_COMPLETION_REWARD_BLITZ })}
      </Text>
      <ul aria-label={t('rewards.profile.title')} className={styles.list}>
        {PROFILE_COMPLETION_FIELDS.map((field) => {
          const done = !missing.has(field);
          return (
            <li key={field} data-done={done} className={styles.checkItem}>
              {done ? (
                <CircleCheck size={20} className={styles.doneIcon} aria-hidden />
              ) : (
                <Circle size={20} className={styles.todoIcon} aria-hidden />
              )}
              <div className={styles.text}>
                <Text variant="body2">{t(`rewards.profile.fields.${field}`)}</Text>
                <Text variant="body2" color="text.secondary">
                  {done ? t('rewards.profile.done') : t('rewards.profile.missing')}
                </Text>
              </div>
            </li>
          );
        })}
      </ul>
      {missing.size > 0 && (
        <Button to="/dashboard?page=profile" variant="outlined" size="small">
          {t('rewards.profile.complete')}
        </Button>
      )}
    </>
  );
}
