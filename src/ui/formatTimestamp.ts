import { userTimestampFormat } from './intl';

/** The user's locale and time zone; an unparsable value is shown as it came. */
export function formatTimestamp(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : userTimestampFormat().format(date);
}
