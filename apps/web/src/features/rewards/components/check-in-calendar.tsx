// The check-in calendar of the rewards section: the current South African month as a week grid,
// each checked-in day (from the history's `dates`) marked, with the streak above it.
import LocalFireDepartmentRounded from '@mui/icons-material/LocalFireDepartmentRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { checkInStreak, formatDate, southAfricanDate } from '@blitz/contract';
import { useTranslation } from '../../../lib/use-translation';
import { currentLanguage } from '../../../lib/i18n';

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
    <Box>
      <Typography sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 700, mb: 1 }} data-testid="rewards-streak">
        <LocalFireDepartmentRounded sx={{ color: 'warning.main' }} aria-hidden />
        {t('rewards.checkIn.streak', { count: streak })}
      </Typography>
      <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
        {monthName}
      </Typography>
      <Box
        role="list"
        aria-label={t('rewards.calendarLabel', { month: monthName })}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5, maxWidth: 320 }}
      >
        {days.map((day, index) => {
          const on = checked.has(day);
          const number = Number(day.slice(8));
          return (
            <Box
              key={day}
              role="listitem"
              aria-label={on ? t('rewards.dayChecked', { day: number }) : String(number)}
              data-checked={on}
              sx={{
                gridColumnStart: index === 0 ? firstWeekday + 1 : undefined,
                aspectRatio: '1',
                display: 'grid',
                placeItems: 'center',
                borderRadius: '50%',
                fontSize: '0.8rem',
                fontWeight: day === today ? 800 : 500,
                bgcolor: on ? 'primary.main' : 'transparent',
                color: on ? 'primary.contrastText' : day > today ? 'text.secondary' : 'text.primary',
                outline: day === today ? '2px solid' : 'none',
                outlineColor: 'primary.main',
              }}
            >
              {number}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
