// A record time to the millisecond in the visitor's language (the record itself keeps microseconds
// in UTC, given in the machine-readable attribute). On phones the date gives way to the time of day.
// Given `entryAt` (an end time beside the entry's own time), the date shows only when it is not the
// entry's date, and then on phones too: an end time past midnight must not read as the same day.
import { formatDate, languageOrFallback } from '@blitz/contract';
import { useTranslation } from '../../../lib/use-translation';
import styles from './fair-play.module.css';

const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  fractionalSecondDigits: 3,
  hourCycle: 'h23',
};

export function RecordTime({ at, entryAt }: { at: string | undefined; entryAt?: string }) {
  const { i18n } = useTranslation();
  if (!at) return null;
  const language = languageOrFallback(i18n.language);
  const [date, time] = [formatDate(at, language, DATE), formatDate(at, language, TIME)];
  const sameDay = entryAt !== undefined && date === formatDate(entryAt, language, DATE);
  return (
    <time dateTime={at} title={`${date} ${time}`}>
      {sameDay ? null : <span className={entryAt === undefined ? styles.dateFromMd : undefined}>{date} </span>}
      {time}
    </time>
  );
}
