// Why a bid or a BidBuddy was refused, as a translation key: the server's reason codes
// (BID_REFUSALS) first, then the socket's own failures (time-out, no connection).
import { ERROR_MESSAGES, type BidRefusal } from '@blitz/contract';

export const REFUSAL_KEYS: Record<BidRefusal, string> = {
  'not-found': 'bid.refusal.notFound',
  'not-open': 'bid.refusal.notOpen',
  ended: 'bid.refusal.ended',
  leading: 'bid.refusal.leading',
  'no-blitz': 'bid.refusal.noBlitz',
  'beginner-only': 'bid.refusal.beginnerOnly',
  locked: 'bid.refusal.locked',
  busy: 'bid.refusal.busy',
  'sign-in': 'bid.refusal.signIn',
  'buddy-off': 'bid.refusal.buddyOff',
  // Their texts name the limits through the translations' default variables (lib/i18n.ts).
  'major-limit': 'bid.refusal.majorLimit',
  'weekly-limit': 'bid.refusal.weeklyLimit',
  'address-limit': 'bid.refusal.addressLimit',
  'staff-account': 'bid.refusal.staffAccount',
};

export function refusalKey(reason: BidRefusal | undefined, message?: string): string {
  if (reason) return REFUSAL_KEYS[reason];
  if (message === ERROR_MESSAGES.NETWORK_TIMEOUT) return 'live.networkTimeout';
  if (message === ERROR_MESSAGES.NETWORK_ERROR) return 'bid.offline';
  return 'bid.failed';
}
