/**
 * The Intl objects the signed-in pages format with, one of each for the page's lifetime. The first
 * of them costs far more than any later use: it loads the locale's ICU data (figures: docs/performance.md),
 * so `warmIntl` builds the date format while the
 * page's code is still downloading rather than in the task that draws the first list. (Sorting needs
 * no collator for ASCII names: lib/textOrder.ts.)
 */
let timestampFormat: Intl.DateTimeFormat | undefined;
let relativeTimeFormat: Intl.RelativeTimeFormat | undefined;

/** Date and time, medium date and short time, in the user's locale and time zone. */
export function userTimestampFormat(): Intl.DateTimeFormat {
  return (timestampFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }));
}

/** "5 minutes ago", "yesterday", "now": words where the locale has them (`numeric: 'auto'`). */
export function userRelativeTimeFormat(): Intl.RelativeTimeFormat {
  return (relativeTimeFormat ??= new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' }));
}

export function warmIntl(): void {
  userTimestampFormat().format(0);
}

/**
 * Units of the figures the API gives bare. Neither document states them: bandwidth used reads as GB
 * transferred this billing period (the demo's 3–861 are plausible monthly GB, the provider sells
 * transfer in GB), and an instance type's network rate as Mbit/s (1000, 2000, 10000 are the usual
 * 1, 2 and 10 Gbit/s ports).
 */
export type QuantityUnit = 'gigabyte' | 'megabyte' | 'megabit-per-second';

const quantityFormats = new Map<string, Intl.NumberFormat>();

/** "1,000 Mb/s", "10.000 Mb/s", "861,3 Go": a figure with its unit, in the user's locale unless given. */
export function formatQuantity(value: number, unit: QuantityUnit, locale?: string): string {
  if (!Number.isFinite(value)) return '—';
  const key = `${locale ?? ''}|${unit}`;
  let format = quantityFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 });
    quantityFormats.set(key, format);
  }
  return format.format(value);
}
