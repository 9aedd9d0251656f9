// Dates on the item page in the visitor's language, South African style (the contract's locale helper).
import { formatDate, languageOrFallback } from '@blitz/contract';

function format(iso: string, language: string, options: Intl.DateTimeFormatOptions): string {
  return formatDate(iso, languageOrFallback(language), options);
}

export function formatDateTime(iso: string, language: string, withTime = true): string {
  return format(
    iso,
    language,
    withTime
      ? { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' }
      : { day: 'numeric', month: 'short', year: 'numeric' },
  );
}

/** The time of day with seconds (14:32:05). */
export function formatTimeOfDay(iso: string, language: string): string {
  return format(iso, language, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
}
