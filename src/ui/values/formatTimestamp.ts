import { userRelativeTimeFormat, userTimestampFormat } from './intl';

/** The user's locale and time zone; an unparsable value is shown as it came. */
export function formatTimestamp(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : userTimestampFormat().format(date);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The largest unit that fits, so "3 days ago" rather than "72 hours ago"; months and years by average length. */
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365.25 * DAY],
  ['month', 30.44 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
];

/**
 * "5 minutes ago", "in 3 days", "now" (under a minute either way) in the user's locale; null for an
 * unparsable value. `format` is for tests of another locale.
 */
export function formatRelative(
  value: string | number,
  now: number,
  format: Intl.RelativeTimeFormat = userRelativeTimeFormat(),
): string | null {
  const time = typeof value === 'number' ? value : new Date(value).getTime();
  if (Number.isNaN(time)) return null;
  const diff = time - now;
  for (const [unit, size] of UNITS) {
    if (Math.abs(diff) >= size) return format.format(Math.trunc(diff / size), unit);
  }
  return format.format(0, 'second');
}
