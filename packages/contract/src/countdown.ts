// Countdown rules of SPEC.md section 4: remaining time is the smaller of the timer and the
// seconds left to the end time; the display is `(Nd )HH:MM:SS`, `00:00:00` at or below zero.
import { COUNTDOWN_THRESHOLD_SECONDS } from './constants';

const SECONDS_PER_DAY = 86_400;

function pad2(value: number): string {
  return value.toString().padStart(2, '0');
}

/**
 * `HH:MM:SS`, with `Nd ` in front from one day on. Partial seconds round up, so the display
 * reaches 00:00:00 only when the time is really up. At or below zero (including the -3 s
 * threshold) and for non-numbers it is `00:00:00`.
 */
export function formatCountdown(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return '00:00:00';
  const total = Math.ceil(seconds);
  const days = Math.floor(total / SECONDS_PER_DAY);
  const hours = Math.floor((total % SECONDS_PER_DAY) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = total % 60;
  const clock = `${pad2(hours)}:${pad2(minutes)}:${pad2(secs)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}

type CountdownPhase = 'running' | 'zero' | 'expired';

/**
 * 'running' above zero; 'zero' from zero down to just above the -3 s threshold (the display
 * holds 00:00:00 while the server's closing decision arrives); 'expired' at or below -3 s.
 */
export function countdownPhase(seconds: number): CountdownPhase {
  if (Number.isNaN(seconds) || seconds <= COUNTDOWN_THRESHOLD_SECONDS) return 'expired';
  return seconds > 0 ? 'running' : 'zero';
}

type TimeInput = Date | string | number;

/** Epoch milliseconds of a Date, an ISO string or epoch milliseconds; NaN when unreadable. */
export function toEpochMs(time: TimeInput): number {
  if (time instanceof Date) return time.getTime();
  if (typeof time === 'number') return time;
  return Date.parse(time);
}

interface RemainingInput {
  /** Upper bound of the countdown in seconds; omitted or null means no bound. */
  auctionTimer?: number | null;
  /** The auction's end time; omitted or null means only the timer counts. */
  endTime?: TimeInput | null;
  now: TimeInput;
}

/**
 * Seconds remaining (may be negative or fractional): min(auctionTimer, seconds to endTime).
 * With neither value known the result is 0; an unreadable time counts as unknown.
 */
export function remainingSeconds({ auctionTimer, endTime, now }: RemainingInput): number {
  const timer = typeof auctionTimer === 'number' && !Number.isNaN(auctionTimer) ? auctionTimer : null;
  let toEnd: number | null = null;
  if (endTime !== null && endTime !== undefined) {
    const diff = (toEpochMs(endTime) - toEpochMs(now)) / 1000;
    if (!Number.isNaN(diff)) toEnd = diff;
  }
  if (timer === null) return toEnd ?? 0;
  return toEnd === null ? timer : Math.min(timer, toEnd);
}

/**
 * The auction timing rule of DESIGN.md: a bid at `bidTime` sets the end time to the later of the
 * current end time (none yet: null) and `bidTime + auctionTimer` seconds, so in the final seconds
 * the end is the last bid's time plus the timer (SPEC.md) and earlier bids never shorten the
 * opening window. The server's bid paths use it, and their SQL is checked against it.
 */
export function endTimeAfterBid(endTime: TimeInput | null, bidTime: TimeInput, auctionTimer: number): Date {
  const reset = toEpochMs(bidTime) + auctionTimer * 1000;
  return new Date(endTime === null ? reset : Math.max(toEpochMs(endTime), reset));
}
