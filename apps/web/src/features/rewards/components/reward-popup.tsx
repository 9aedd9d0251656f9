// The new-reward popup (SPEC.md sections 2 and 4 'Popups'): '{type label} +{bids} Blitz!' for
// REWARD_POPUP_MS, a click opens the rewards section, and a browser notification 'New Reward' is
// attempted when the permission was granted. Each reward also refreshes the rewards queries.
// It sits under dialogs: on a phone the chat window (full screen) must keep its input usable, so a
// popup still showing waits behind an open dialog and is seen again once the dialog closes.
import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import CloseRounded from '@mui/icons-material/CloseRounded';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { REWARD_POPUP_MS, type Reward } from '@blitz/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import { useLiveSelector } from '../../../lib/realtime/live-hooks';
import type { LiveState } from '../../../lib/realtime/live-state';
import { REWARDS_PATH } from '../paths';

const selectReward = (state: LiveState) => state.latestReward;

function notify(title: string, body: string): void {
  try {
    if (typeof window === 'undefined' || !('Notification' in window) || window.Notification.permission !== 'granted') return;
    new window.Notification(title, { body, tag: 'new-reward' });
  } catch {
    // Some browsers only notify from a service worker; the popup is shown either way.
  }
}

export function useRewardText(): (reward: Reward) => string {
  const { t } = useTranslation();
  return (reward) => t('rewards.popup', { type: t(`rewards.types.${reward.type}`), bids: reward.bids });
}

export function RewardPopup() {
  const { t } = useTranslation();
  const latest = useLiveSelector(selectReward);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const text = useRewardText();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!latest) return;
    setOpen(true);
    void queryClient.invalidateQueries({ queryKey: ['rewards'] });
    notify(t('rewards.notificationTitle'), text(latest.reward));
    // Only a new reward (a new seq) opens the popup and notifies.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [latest?.seq]);

  if (!latest) return null;
  return (
    <Snackbar
      key={latest.seq}
      open={open}
      autoHideDuration={REWARD_POPUP_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      onClose={(_event, reason) => reason !== 'clickaway' && setOpen(false)}
      sx={{ maxWidth: 'calc(100vw - 16px)', zIndex: (theme) => theme.zIndex.modal - 1 }}
    >
      <Card elevation={8} role="status" data-testid="reward-popup" sx={{ borderRadius: 3, position: 'relative', minWidth: 260 }}>
        <CardActionArea
          onClick={() => {
            setOpen(false);
            void navigate(REWARDS_PATH);
          }}
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 2, pr: 6, justifyContent: 'flex-start' }}
        >
          <CardGiftcardOutlined color="primary" aria-hidden />
          <Typography sx={{ fontWeight: 800 }}>{text(latest.reward)}</Typography>
        </CardActionArea>
        <IconButton
          onClick={() => setOpen(false)}
          aria-label={t('rewards.closePopup')}
          size="small"
          sx={{ position: 'absolute', right: 6, top: '50%', transform: 'translateY(-50%)' }}
        >
          <CloseRounded fontSize="small" />
        </IconButton>
      </Card>
    </Snackbar>
  );
}
