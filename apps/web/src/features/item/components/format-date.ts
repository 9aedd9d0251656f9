// Dates on the item page in the visitor's language, South African style; an unknown locale
// falls back to en-ZA.
export function formatDateTime(iso: string, language: string, withTime = true): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const options: Intl.DateTimeFormatOptions = withTime
    ? { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' }
    : { day: 'numeric', month: 'short', year: 'numeric' };
  try {
    return new Intl.DateTimeFormat([`${language}-ZA`, 'en-ZA'], options).format(date);
  } catch {
    return new Intl.DateTimeFormat('en-ZA', options).format(date);
  }
}

/** The time of day with seconds (14:32:05), in the visitor's language, South African style. */
export function formatTimeOfDay(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const options: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', second: '2-digit' };
  try {
    return new Intl.DateTimeFormat([`${language}-ZA`, 'en-ZA'], options).format(date);
  } catch {
    return new Intl.DateTimeFormat('en-ZA', options).format(date);
  }
}
