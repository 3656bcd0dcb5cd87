import { userTimestampFormat } from './intl';

/** The user's locale and time zone; an unparsable value is shown as it came. */
export function formatTimestamp(value: string, locale?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const format = locale === undefined ? userTimestampFormat() : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return format.format(date);
}
