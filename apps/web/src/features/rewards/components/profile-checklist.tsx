// The profile-completion checklist: which of the fields the reward needs are set, what is still
// missing, and whether the reward was granted (it is, once ever).
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import RadioButtonUncheckedRounded from '@mui/icons-material/RadioButtonUncheckedRounded';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { PROFILE_COMPLETION_FIELDS, PROFILE_COMPLETION_REWARD_BLITZ, type RewardSummary } from '@blitz/contract';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';

export function ProfileChecklist({ profile }: { profile: RewardSummary['profile'] }) {
  const { t } = useTranslation();
  const missing = new Set(profile.missing);
  return (
    <>
      <Typography color="text.secondary" data-testid="profile-reward-state">
        {profile.rewarded
          ? t('rewards.profile.rewarded', { count: PROFILE_COMPLETION_REWARD_BLITZ })
          : t('rewards.profile.todo', { count: PROFILE_COMPLETION_REWARD_BLITZ })}
      </Typography>
      <List dense aria-label={t('rewards.profile.title')}>
        {PROFILE_COMPLETION_FIELDS.map((field) => {
          const done = !missing.has(field);
          return (
            <ListItem key={field} disableGutters data-done={done}>
              <ListItemIcon sx={{ minWidth: 32 }}>
                {done ? (
                  <CheckCircleRounded color="success" fontSize="small" />
                ) : (
                  <RadioButtonUncheckedRounded color="disabled" fontSize="small" />
                )}
              </ListItemIcon>
              <ListItemText
                primary={t(`rewards.profile.fields.${field}`)}
                secondary={done ? t('rewards.profile.done') : t('rewards.profile.missing')}
              />
            </ListItem>
          );
        })}
      </List>
      {missing.size > 0 && (
        <Button component={RouterLink} to="/dashboard?page=profile" variant="outlined" size="small">
          {t('rewards.profile.complete')}
        </Button>
      )}
    </>
  );
}
