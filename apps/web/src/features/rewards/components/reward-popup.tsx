// The new-reward popup (SPEC.md sections 2 and 4 'Popups'): '{type label} +{bids} Blitz!' for
// REWARD_POPUP_MS, a click opens the rewards section, and a browser notification 'New Reward' is
// attempted when the permission was granted. Each reward also refreshes the rewards queries.
// It sits under dialogs: on a phone the chat window (full screen) must keep its input usable, so a
// popup still showing waits behind an open dialog and is seen again once the dialog closes.
// Its time runs out only while it is left alone: a pointer over it or the focus in it holds it,
// and Escape closes it.
import Gift from 'lucide-react/icons/gift';
import X from 'lucide-react/icons/x';
import { useQueryClient } from '@tanstack/react-query';
import { REWARD_POPUP_MS, type Reward } from '@blitz/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import { useLiveSelector } from '../../../lib/realtime/live-hooks';
import type { LiveState } from '../../../lib/realtime/live-state';
import { IconButton } from '../../../ui/button';
import { Text } from '../../../ui/text';
import { REWARDS_PATH } from '../paths';
import styles from './reward-popup.module.css';

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

/**
 * Closes after `ms` unless held; once let go, the rest is half the time (as MUI's Snackbar did).
 * A new `showing` (the next reward) starts the full time again.
 */
function useAutoClose(open: boolean, showing: number, ms: number, close: () => void) {
  // The showing a pointer or the focus holds: a new one, or one reopened, starts free.
  const [heldShowing, setHeldShowing] = useState<number | null>(null);
  const held = heldShowing === showing;
  const started = useRef<number | null>(null);
  useEffect(() => {
    if (!open) {
      started.current = null;
      return;
    }
    if (held) return;
    const fresh = started.current !== showing;
    started.current = showing;
    const timer = window.setTimeout(close, fresh ? ms : ms / 2);
    return () => window.clearTimeout(timer);
  }, [open, showing, held, ms, close]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close]);
  return {
    onPointerEnter: () => setHeldShowing(showing),
    onPointerLeave: () => setHeldShowing(null),
    onFocus: () => setHeldShowing(showing),
    onBlur: () => setHeldShowing(null),
  };
}

export function RewardPopup() {
  const { t } = useTranslation();
  const latest = useLiveSelector(selectReward);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const text = useRewardText();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const hold = useAutoClose(open, latest?.seq ?? 0, REWARD_POPUP_MS, close);

  useEffect(() => {
    if (!latest) return;
    setOpen(true);
    void queryClient.invalidateQueries({ queryKey: ['rewards'] });
    notify(t('rewards.notificationTitle'), text(latest.reward));
    // Only a new reward (a new seq) opens the popup and notifies.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [latest?.seq]);

  if (!latest || !open) return null;
  return (
    <div className={styles.anchor}>
      <div key={latest.seq} role="status" data-testid="reward-popup" className={styles.card} {...hold}>
        <button
          type="button"
          className={styles.open}
          onClick={() => {
            close();
            void navigate(REWARDS_PATH);
          }}
        >
          <Gift className={styles.gift} aria-hidden />
          <Text component="span" className={styles.text}>
            {text(latest.reward)}
          </Text>
        </button>
        <IconButton onClick={close} aria-label={t('rewards.closePopup')} size="small" className={styles.close}>
          <X aria-hidden />
        </IconButton>
      </div>
    </div>
  );
}
