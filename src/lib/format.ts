// Display formatting for sizes, prices and billing periods, kept in one place
// so every page shows the same value the same way.

const BINARY_UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB', 'EiB'] as const;
const KIBI = 1024;

/** Shown for values that cannot be a size or amount, rather than "NaN undefined". */
const NOT_A_VALUE = '—';

/**
 * Backup, snapshot and bucket sizes arrive in bytes. Binary units are used
 * because that is what `du -h` and `ls -h` on the VM will show; below 1 KiB the
 * exact byte count is shown, above it one decimal.
 */
export function formatBytes(bytes: number, locale?: string): string {
  if (!Number.isFinite(bytes)) return NOT_A_VALUE;
  if (bytes < 0) return `-${formatBytes(-bytes, locale)}`;

  let unitIndex = 0;
  let value = bytes;
  // Compare the rounded figure, so 1023.97 KiB reads "1.0 MiB", not "1024.0 KiB".
  const shown = () => Number(value.toFixed(unitIndex === 0 ? 0 : 1));
  while (unitIndex < BINARY_UNITS.length - 1 && shown() >= KIBI) {
    value /= KIBI;
    unitIndex++;
  }
  return `${sizeFormat(locale, unitIndex === 0 ? 0 : 1).format(shown())} ${BINARY_UNITS[unitIndex]}`;
}

/**
 * Object storage capacity and used capacity arrive in KB (src/api/openapi.yaml), taken as KiB: shown
 * scaled to the binary unit that fits (KiB, MiB, GiB, TiB…), like every other size on the console.
 */
export function formatKilobytes(kilobytes: number, locale?: string): string {
  if (!Number.isFinite(kilobytes)) return NOT_A_VALUE;
  return formatBytes(kilobytes * KIBI, locale);
}

/** Up to one decimal, without a trailing ".0", in the locale's digits and decimal sign: "2", "1.5", "1,5". */
function trimmedOneDecimal(value: number, locale: string | undefined): string {
  return sizeFormat(locale, 'up-to-one').format(Number(value.toFixed(1)));
}

/**
 * The provider gives VM RAM in MB and sells it in 1024 MB steps it calls GB
 * (2048 → "2 GB"); the console uses the provider's unit names so figures match
 * the price list.
 */
export function formatMegabytes(megabytes: number, locale?: string): string {
  if (!Number.isFinite(megabytes) || megabytes < 0) return NOT_A_VALUE;
  if (Number(megabytes.toFixed(1)) < KIBI) return `${trimmedOneDecimal(megabytes, locale)} MB`;
  return formatGigabytes(megabytes / KIBI, locale);
}

/** VM disk in GB, as the provider gives it; a TB is 1024 GB by the same convention as RAM. */
export function formatGigabytes(gigabytes: number, locale?: string): string {
  if (!Number.isFinite(gigabytes) || gigabytes < 0) return NOT_A_VALUE;
  if (Number(gigabytes.toFixed(1)) < KIBI) return `${trimmedOneDecimal(gigabytes, locale)} GB`;
  return `${trimmedOneDecimal(gigabytes / KIBI, locale)} TB`;
}

let knownCurrencies: ReadonlySet<string> | null = null;

/**
 * Intl formats any well-formed code, known or not ("XYZ 12.50"), so whether a
 * code is a real currency has to be asked separately. Without
 * `Intl.supportedValuesOf` (old engines) every well-formed code is trusted.
 */
function isKnownCurrency(code: string): boolean {
  if (typeof Intl.supportedValuesOf !== 'function') return true;
  knownCurrencies ??= new Set(Intl.supportedValuesOf('currency'));
  return knownCurrencies.has(code);
}

/**
 * A price in the account's currency, such as "$12.50" or "12,50 €" depending on
 * the locale. An unknown currency code is still shown, after the number
 * ("12.50 XYZ"), so the amount is never hidden by an odd code from the server.
 */
export function formatMoney(amount: number, currency: string, locale?: string): string {
  return moneySegments(amount, currency, locale).join('');
}

/**
 * formatMoney's text in the pieces a narrow cell may put on separate lines: a line may end only at a
 * space between the figure and the currency ("1 234,56 €" keeps its figure whole, with its narrow
 * no-break spaces, and its sign with it). Joined, they are exactly formatMoney's text.
 */
export function moneySegments(amount: number, currency: string, locale?: string): string[] {
  if (!Number.isFinite(amount)) return [NOT_A_VALUE];
  const code = currency.trim().toUpperCase();
  if (code !== '' && isKnownCurrency(code)) {
    try {
      return segmentsOf(numberFormat(locale, code).formatToParts(amount));
    } catch {
      // A malformed code (not three letters) falls through to the plain form.
    }
  }
  const number = numberFormat(locale, null).format(amount);
  return code === '' ? [number] : [`${number} `, code];
}

function segmentsOf(parts: readonly Intl.NumberFormatPart[]): string[] {
  const segments = [''];
  for (const part of parts) {
    segments[segments.length - 1] += part.value;
    if (part.type === 'literal' && /\s/.test(part.value)) segments.push('');
  }
  return segments.filter((segment) => segment !== '');
}

// Making an Intl.NumberFormat costs far more than using one, and a list of prices asks for the same
// few (one per locale and currency) on every row it renders.
const numberFormats = new Map<string, Intl.NumberFormat>();

/** A currency format for `code`, or two decimals for null. Throws for a malformed code, as Intl does. */
function numberFormat(locale: string | undefined, code: string | null): Intl.NumberFormat {
  const key = `${locale ?? ''}|${code ?? ''}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      locale,
      code === null ? { minimumFractionDigits: 2, maximumFractionDigits: 2 } : { style: 'currency', currency: code },
    );
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * The figure of a size in the user's locale (or `locale`): its decimal sign and digits, no grouping,
 * since a size stays under 1024 of its unit. `0`/`1`: exactly that many decimals; 'up-to-one': at most one.
 */
function sizeFormat(locale: string | undefined, decimals: 0 | 1 | 'up-to-one'): Intl.NumberFormat {
  const key = `size|${locale ?? ''}|${decimals}`;
  let format = numberFormats.get(key);
  if (!format) {
    const fraction =
      decimals === 'up-to-one'
        ? { minimumFractionDigits: 0, maximumFractionDigits: 1 }
        : { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
    format = new Intl.NumberFormat(locale, { ...fraction, useGrouping: false });
    numberFormats.set(key, format);
  }
  return format;
}

/** Billing cycles are whole months: "1 month", "12 months". */
export function formatMonths(months: number): string {
  return `${months} ${months === 1 ? 'month' : 'months'}`;
}

/**
 * An hourly price, which is a fraction of a cent more often than not: up to four decimals, so
 * $0.0164 does not read as $0.02. An unknown or missing code falls back to formatMoney's plain form.
 */
export function formatHourlyMoney(amount: number, currency: string, locale?: string): string {
  const code = currency.trim().toUpperCase();
  if (!Number.isFinite(amount) || code === '' || !isKnownCurrency(code)) return formatMoney(amount, currency, locale);
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: code,
      minimumFractionDigits: 2,
      maximumFractionDigits: 4,
    }).format(amount);
  } catch {
    return formatMoney(amount, currency, locale);
  }
}
