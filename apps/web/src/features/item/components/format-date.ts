// Dates on the item page in the visitor's language, South African style; an unknown locale
// falls back to en-ZA.
function format(iso: string, language: string, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat([`${language}-ZA`, 'en-ZA'], options).format(date);
  } catch {
    return new Intl.DateTimeFormat('en-ZA', options).format(date);
  }
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
