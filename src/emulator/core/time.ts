/** ISO 8601 UTC to the second, the way most of the API's timestamps look. */
export function isoSeconds(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** ISO 8601 UTC with milliseconds (backups, snapshots). */
export function isoMillis(ms: number): string {
  return new Date(ms).toISOString();
}

export function unixSeconds(ms: number): number {
  return Math.floor(ms / 1000);
}

/** Calendar months later, keeping the day of month where it exists (31 Jan + 1 → 28/29 Feb). */
export function addMonths(ms: number, months: number): number {
  const date = new Date(ms);
  const targetMonthIndex = date.getUTCMonth() + months;
  const lastDayOfTarget = new Date(Date.UTC(date.getUTCFullYear(), targetMonthIndex + 1, 0)).getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(targetMonthIndex);
  date.setUTCDate(Math.min(new Date(ms).getUTCDate(), lastDayOfTarget));
  return date.getTime();
}
