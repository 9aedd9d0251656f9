// Calendar days of the rewards: the daily check-in counts South African days
// (Africa/Johannesburg), on the server that grants it and on the client that decides when to
// show the check-in modal. Pure functions.
import { REWARD_TIME_ZONE } from './reward-constants';

// Made on first use, not as the module loads: a browser's first date formatter loads its calendar
// and time zone data, which took 50 to 300 ms of the main thread on a 2-core machine, in the task
// that evaluates the app's modules (issue 15). Only a signed-in shopper's check-in needs it.
let dayFormat: Intl.DateTimeFormat | undefined;

/** The South African calendar day of a moment, as `YYYY-MM-DD`. */
export function southAfricanDate(moment: Date): string {
  dayFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: REWARD_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  const parts = Object.fromEntries(dayFormat.formatToParts(moment).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The calendar day before `day` (`YYYY-MM-DD`). */
export function previousDate(day: string): string {
  const moment = new Date(`${day}T12:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() - 1);
  return moment.toISOString().slice(0, 10);
}

/**
 * Consecutive check-in days ending today, or ending yesterday when today has no check-in yet
 * (the streak is still alive until the day is over). `dates` in any order.
 */
export function checkInStreak(dates: readonly string[], today: string): number {
  const days = new Set(dates);
  let day = days.has(today) ? today : previousDate(today);
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day = previousDate(day);
  }
  return streak;
}
