const OPTIONS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  fractionalSecondDigits: 3,
};

let formatter: Intl.DateTimeFormat | undefined;

/**
 * A backup's `created_at` has millisecond precision (spec 2.10), and two backups a second apart
 * matter, so it is shown to the millisecond in the user's locale and time zone. An unparsable
 * value is shown as it came.
 */
export function formatMillis(value: string, locale?: string, timeZone?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const format =
    locale === undefined && timeZone === undefined
      ? (formatter ??= new Intl.DateTimeFormat(undefined, OPTIONS))
      : new Intl.DateTimeFormat(locale, { ...OPTIONS, ...(timeZone ? { timeZone } : {}) });
  return format.format(date);
}
