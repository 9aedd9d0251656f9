// The check-in calendar of the rewards section: the current South African month as a week grid,
// each checked-in day (from the history's `dates`) marked, with the streak above it.
import Flame from 'lucide-react/icons/flame';
import { checkInStreak, formatDate, southAfricanDate } from '@blitz/contract';
import { useTranslation } from '../../../lib/use-translation';
import { currentLanguage } from '../../../lib/i18n';
import { cx } from '../../../ui/cx';
import { Text } from '../../../ui/text';
import styles from './check-in-calendar.module.css';

/** The first day's column (a class each: the page's policy allows no inline style). */
const START_COLUMNS = [styles.mon, styles.tue, styles.wed, styles.thu, styles.fri, styles.sat, styles.sun];

/** The days of `today`'s month as `YYYY-MM-DD`, with the weekday (0 = Monday) of the first. */
export function monthDays(today: string): { days: string[]; firstWeekday: number } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const firstWeekday = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7;
  const days = Array.from({ length: count }, (_, i) => `${today.slice(0, 8)}${String(i + 1).padStart(2, '0')}`);
  return { days, firstWeekday };
}

export function CheckInCalendar({ dates, now = new Date() }: { dates: readonly string[]; now?: Date }) {
  const { t, i18n } = useTranslation();
  const today = southAfricanDate(now);
  const checked = new Set(dates);
  const { days, firstWeekday } = monthDays(today);
  const monthName = formatDate(`${today.slice(0, 8)}15T12:00:00Z`, currentLanguage(i18n), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const streak = checkInStreak(dates, today);
  return (
    <div>
      <Text className={styles.streak} data-testid="rewards-streak">
        <Flame className={styles.flame} aria-hidden />
        {t('rewards.checkIn.streak', { count: streak })}
      </Text>
      <Text variant="subtitle2" component="h4" className={styles.month}>
        {monthName}
      </Text>
      <div role="list" aria-label={t('rewards.calendarLabel', { month: monthName })} className={styles.grid}>
        {days.map((day, index) => {
          const on = checked.has(day);
          const number = Number(day.slice(8));
          return (
            <div
              key={day}
              role="listitem"
              aria-label={on ? t('rewards.dayChecked', { day: number }) : String(number)}
              data-checked={on}
              className={cx(
                styles.day,
                index === 0 && START_COLUMNS[firstWeekday],
                on && styles.checked,
                !on && day > today && styles.future,
                day === today && styles.today,
              )}
            >
              {number}
            </div>
          );
        })}
      </div>
    </div>
  );
}
