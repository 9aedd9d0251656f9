// The rewards on top of every page: the daily check-in modal (once per South African day on this
// device, with the day's reward and the streak, or the check-in error text), and the reward
// popup '{type label} +{bids} Blitz!' for 20 s that leads to the rewards section.
import { REWARD_POPUP_MS, STORAGE_KEYS, southAfricanDate } from '@blitz/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RewardOverlays } from '../../src/features/rewards/components/reward-overlays';
import { CHANNEL_WAIT_MS, resetDailyCheckIn } from '../../src/features/rewards/hooks/use-daily-check-in';
import { keepRewardForReload } from '../../src/lib/rewards/reward-after-reload';
import { json, stubApi } from '../search/fetch-mock';
import { renderLiveOverlay } from '../realtime/render-live';
import { advanceTimersInAct } from '../support/fake-clock';

afterEach(() => {
  cleanup();
  resetDailyCheckIn();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const today = () => southAfricanDate(new Date());

function renderOverlays(checkIn: () => Response) {
  const calls: string[] = [];
  stubApi({
    '/reward/checkIn': () => {
      calls.push('checkIn');
      return checkIn();
    },
    '/reward/status': () => json(200, { checkedIn: true, today: today(), streak: 3, reward: 1 }),
  });
  const view = renderLiveOverlay(<RewardOverlays />);
  return { ...view, calls };
}

describe('daily check-in modal', () => {
  it('checks in on the first visit of the day, shows the reward and the streak, and remembers the day', async () => {
    const { client, calls } = renderOverlays(() => json(200, { bids: 1, type: 'dailyCheckIn' }));
    act(() => client.store.setAuthenticated(0));
    const dialog = await screen.findByRole('dialog', { name: 'Daily check-in' }, { timeout: 8000 });
    expect(dialog.textContent).toContain("You're checked in for today!");
    expect(screen.getByTestId('check-in-reward').textContent).toBe('+1 Blitz');
    expect(screen.getByTestId('check-in-streak').textContent).toBe('Streak: 3 in a row');
    // Close takes the focus, so Enter or Escape dismisses the modal at once.
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' })));
    await userEvent.click(screen.getByRole('link', { name: 'See my rewards' }));
    expect(localStorage.getItem(STORAGE_KEYS.lastCheckIn)).toBe(today());
    expect(screen.getByTestId('where').textContent).toBe('/dashboard?page=rewards');
    expect(calls).toEqual(['checkIn']);
  }, 15_000);

  it('shows nothing when this device already checked in today', async () => {
    localStorage.setItem(STORAGE_KEYS.lastCheckIn, today());
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = renderOverlays(() => json(200, { bids: 1, type: 'dailyCheckIn' }));
    // Past the wait for the realtime channel, when a device not yet checked in today would call.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHANNEL_WAIT_MS + 500);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('says the check-in status could not be fetched when the call fails, and tries again next visit', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // No realtime channel: the check-in goes ahead once its wait for one is over.
    renderOverlays(() => json(500, { message: 'Server error' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHANNEL_WAIT_MS + 500);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Daily check-in' });
    expect(dialog.textContent).toContain("Couldn't fetch user daily check-in status. Please try again later.");
    expect(localStorage.getItem(STORAGE_KEYS.lastCheckIn)).toBeNull();
  });
});

describe('reward popup', () => {
  it('shows the reward for 20 s and a click leads to the rewards section', async () => {
    localStorage.setItem(STORAGE_KEYS.lastCheckIn, today());
    const { client } = renderOverlays(() => json(209, { date: today() }));
    act(() => client.store.apply({ event: 'new-reward', status: 'success', data: { reward: { bids: 5, type: 'profileCompletion' } } }));
    const popup = await screen.findByTestId('reward-popup');
    expect(popup.textContent).toContain('Profile completed +5 Blitz!');
    await userEvent.click(screen.getByText('Profile completed +5 Blitz!'));
    expect(screen.getByTestId('where').textContent).toBe('/dashboard?page=rewards');
    await waitFor(() => expect(screen.queryByTestId('reward-popup')).toBeNull());
    expect(REWARD_POPUP_MS).toBe(20_000);
  });

  it("shows the reward the form's sign-in was granted before its reload, once", async () => {
    localStorage.setItem(STORAGE_KEYS.lastCheckIn, today());
    keepRewardForReload({ bids: 1, type: 'dailyCheckIn' });
    renderOverlays(() => json(209, { date: today() }));
    expect((await screen.findByTestId('reward-popup')).textContent).toContain('Daily check-in +1 Blitz!');
    cleanup();
    renderOverlays(() => json(209, { date: today() }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('reward-popup')).toBeNull();
  });

  it('closes by itself unless a pointer holds it, and on Escape', async () => {
    localStorage.setItem(STORAGE_KEYS.lastCheckIn, today());
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { client } = renderOverlays(() => json(209, { date: today() }));
      const reward = (bids: number) =>
        act(() => client.store.apply({ event: 'new-reward', status: 'success', data: { reward: { bids, type: 'dailyCheckIn' } } }));
      reward(1);
      const popup = await screen.findByTestId('reward-popup');
      fireEvent.pointerEnter(popup);
      advanceTimersInAct(REWARD_POPUP_MS + 1000);
      expect(screen.getByTestId('reward-popup')).toBe(popup);
      fireEvent.pointerLeave(popup);
      advanceTimersInAct(REWARD_POPUP_MS / 2 + 100);
      expect(screen.queryByTestId('reward-popup')).toBeNull();

      reward(2);
      expect((await screen.findByTestId('reward-popup')).textContent).toContain('Daily check-in +2 Blitz!');
      fireEvent.keyDown(document, { key: 'Escape' });
      expect(screen.queryByTestId('reward-popup')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
