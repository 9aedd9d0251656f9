// The daily check-in modal (SPEC.md section 2 'Overlays'): today's reward and the streak once the
// day is checked in, or the check-in error text of SPEC.md section 8 when the call failed.
import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import LocalFireDepartmentRounded from '@mui/icons-material/LocalFireDepartmentRounded';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DAILY_CHECK_IN_REWARD_BLITZ } from '@blitz/contract';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import type { CheckInModalState } from '../hooks/use-daily-check-in';
import { REWARDS_PATH } from '../paths';

export function CheckInModal({ shown, onClose }: { shown: CheckInModalState | null; onClose: () => void }) {
  const { t } = useTranslation();
  const failed = shown?.answer.kind === 'failed';
  const reward = shown?.answer.kind === 'granted' ? shown.answer.reward.bids : (shown?.status?.reward ?? DAILY_CHECK_IN_REWARD_BLITZ);
  const streak = shown?.status?.streak ?? null;
  return (
    <Dialog
      open={shown !== null}
      onClose={onClose}
      aria-labelledby="check-in-title"
      aria-describedby="check-in-body"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="check-in-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CardGiftcardOutlined color="primary" aria-hidden />
        {t('rewards.checkIn.title')}
      </DialogTitle>
      <DialogContent>
        {failed ? (
          <Typography id="check-in-body" color="error">
            {t('rewards.checkIn.failed')}
          </Typography>
        ) : (
          <Stack id="check-in-body" spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 1 }}>
            <Typography>{t('rewards.checkIn.done')}</Typography>
            <Typography variant="h3" component="p" sx={{ fontWeight: 800, color: 'primary.main' }} data-testid="check-in-reward">
              {t('rewards.checkIn.reward', { count: reward })}
            </Typography>
            {streak !== null && (
              <Typography sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 700 }} data-testid="check-in-streak">
                <LocalFireDepartmentRounded sx={{ color: 'warning.main' }} aria-hidden />
                {t('rewards.checkIn.streak', { count: streak })}
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              {t('rewards.checkIn.comeBack')}
            </Typography>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {!failed && (
          <Button component={RouterLink} to={REWARDS_PATH} onClick={onClose}>
            {t('rewards.checkIn.seeRewards')}
          </Button>
        )}
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('rewards.checkIn.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
