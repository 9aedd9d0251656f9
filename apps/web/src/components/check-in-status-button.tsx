// The header's daily check-in status (SPEC.md 'Shared app state': checkedIn): a calendar tick
// once today is checked in, a gift with a dot while it is not; it leads to the rewards section.
// The tablet and phone bars draw it small, like their other icon buttons.
import CalendarCheck from 'lucide-react/icons/calendar-check';
import Gift from 'lucide-react/icons/gift';
import { IconButton } from '../ui/button';
import { CountBadge } from './count-badge';
import { LazyTooltip } from './lazy-tooltip';
import { useTranslation } from '../lib/use-translation';
import { useCheckInStatus } from '../lib/rewards/check-in-status';
import styles from './check-in-status-button.module.css';

export function CheckInStatusButton({ size = 'medium' }: { size?: 'small' | 'medium' }) {
  const { t } = useTranslation();
  const { data } = useCheckInStatus(true);
  if (!data) return null;
  const label = data.checkedIn ? t('rewards.header.checkedIn', { count: data.streak }) : t('rewards.header.notCheckedIn');
  return (
    <LazyTooltip title={label}>
      <IconButton
        to="/dashboard?page=rewards"
        aria-label={label}
        size={size}
        data-testid="check-in-status"
        data-checked-in={data.checkedIn}
      >
        {data.checkedIn ? (
          <CalendarCheck aria-hidden className={styles.done} />
        ) : (
          <CountBadge>
            <Gift aria-hidden />
          </CountBadge>
        )}
      </IconButton>
    </LazyTooltip>
  );
}
