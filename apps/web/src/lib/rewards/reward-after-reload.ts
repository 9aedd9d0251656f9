// A reward granted as the shopper signs in through the form (the daily check-in of the sign-in
// steps, SPEC.md section 4) comes back in the check-in's answer just before the page reloads; its
// realtime push reaches no connection of the user's yet. The answer is kept in this tab's session
// storage across the reload and shown as the reward popup once the new page is up.
import { REWARD_TYPES, type Reward } from '@blitz/contract';

const KEY = 'blitz.rewardAfterReload';

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps `reward` for the page that the sign-in's reload opens. */
export function keepRewardForReload(reward: Reward): void {
  try {
    sessionStore()?.setItem(KEY, JSON.stringify(reward));
  } catch {
    // Without session storage the popup is lost to the reload, as before.
  }
}

function isReward(value: unknown): value is Reward {
  if (typeof value !== 'object' || value === null) return false;
  const { bids, type } = value as Record<string, unknown>;
  return Number.isInteger(bids) && (REWARD_TYPES as readonly unknown[]).includes(type);
}

/** The reward kept before the reload, once: it is forgotten as it is read. */
export function takeRewardKeptOverReload(): Reward | null {
  try {
    const store = sessionStore();
    const kept = store?.getItem(KEY) ?? null;
    if (kept === null) return null;
    store?.removeItem(KEY);
    const reward: unknown = JSON.parse(kept);
    return isReward(reward) ? reward : null;
  } catch {
    return null;
  }
}
