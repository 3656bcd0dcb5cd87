/**
 * The Intl objects the signed-in pages format and sort with, one of each for the page's lifetime.
 * The first of them costs far more than any later use: it loads the locale's ICU data (some 10–20 ms
 * on a laptop, four times that on a mid-range phone), so `warmIntl` builds them while the page's code
 * is still downloading rather than in the task that draws the first list.
 */
let collator: Intl.Collator | undefined;
let timestampFormat: Intl.DateTimeFormat | undefined;
let relativeTimeFormat: Intl.RelativeTimeFormat | undefined;

/** Text as people sort it: the user's locale, case-insensitive, numbers by value. */
export function textCollator(): Intl.Collator {
  return (collator ??= new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' }));
}

/** Date and time, medium date and short time, in the user's locale and time zone. */
export function userTimestampFormat(): Intl.DateTimeFormat {
  return (timestampFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }));
}

/** "5 minutes ago", "yesterday", "now": words where the locale has them (`numeric: 'auto'`). */
export function userRelativeTimeFormat(): Intl.RelativeTimeFormat {
  return (relativeTimeFormat ??= new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' }));
}

/** Builds them one per task: together they make one long task on a phone. */
export function warmIntl(): void {
  textCollator().compare('', '');
  setTimeout(() => userTimestampFormat().format(0));
}
