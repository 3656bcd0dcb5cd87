import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatGigabytes,
  formatKilobytes,
  formatMegabytes,
  formatMoney,
  formatMonths,
  moneySegments,
} from './format';
import { itAnswers } from '../test/answerTables';

/** Intl separates the amount and the symbol with a no-break space in many locales. */
const nbsp = '\u00a0';

describe('formatBytes', () => {
  itAnswers(formatBytes, '%d bytes → %s', [
    [0, '0 B'],
    [1, '1 B'],
    [512, '512 B'],
    [1023, '1023 B'],
    [1024, '1.0 KiB'],
    [1536, '1.5 KiB'],
    [10 * 1024 ** 2, '10.0 MiB'],
    [1.5 * 1024 ** 3, '1.5 GiB'],
    [21_474_836_480, '20.0 GiB'],
    [2.25 * 1024 ** 4, '2.3 TiB'],
    [3 * 1024 ** 5, '3.0 PiB'],
  ]);

  it('moves to the next unit when rounding reaches 1024, instead of showing "1024.0 KiB"', () => {
    expect(formatBytes(1024 * 1024 - 1)).toBe('1.0 MiB');
    expect(formatBytes(1024 ** 3 - 10)).toBe('1.0 GiB');
  });

  it('stays in the largest unit for sizes beyond it', () => {
    expect(formatBytes(2048 * 1024 ** 6)).toBe('2048.0 EiB');
  });

  it('shows a dash for a missing or broken size, not "NaN B"', () => {
    expect(formatBytes(Number.NaN)).toBe('—');
    expect(formatBytes(Number.POSITIVE_INFINITY)).toBe('—');
  });
});

describe('formatMegabytes (VM RAM)', () => {
  itAnswers(formatMegabytes, '%d MB → %s', [
    [512, '512 MB'],
    [1024, '1 GB'],
    [1536, '1.5 GB'],
    [2048, '2 GB'],
    [16384, '16 GB'],
    [1024 * 1024, '1 TB'],
  ]);

  it('shows a dash for a value that cannot be RAM', () => {
    expect(formatMegabytes(-1)).toBe('—');
    expect(formatMegabytes(Number.NaN)).toBe('—');
  });
});

describe('formatGigabytes (VM disk)', () => {
  itAnswers(formatGigabytes, '%d GB → %s', [
    [25, '25 GB'],
    [0.5, '0.5 GB'],
    [1.25, '1.3 GB'],
    [1000, '1000 GB'],
    [1024, '1 TB'],
    [1536, '1.5 TB'],
  ]);

  it('shows a dash for a value that cannot be a disk size', () => {
    expect(formatGigabytes(Number.NaN)).toBe('—');
  });
});

describe('sizes in the user’s locale', () => {
  it('writes the figure with the locale’s decimal sign, the unit as the provider names it', () => {
    expect(formatBytes(1536, 'de-DE')).toBe('1,5 KiB');
    expect(formatBytes(512, 'de-DE')).toBe('512 B');
    expect(formatKilobytes(1.5 * 1024 ** 2, 'fr-FR')).toBe('1,5 GiB');
    expect(formatMegabytes(1536, 'de-DE')).toBe('1,5 GB');
    expect(formatMegabytes(2048, 'de-DE')).toBe('2 GB');
    expect(formatGigabytes(1536, 'fr-FR')).toBe('1,5 TB');
    expect(formatGigabytes(0.5, 'en-US')).toBe('0.5 GB');
  });

  it('does not group the digits of a figure that stays under 1024 of its unit', () => {
    expect(formatGigabytes(1000, 'en-US')).toBe('1000 GB');
    expect(formatBytes(2048 * 1024 ** 6, 'de-DE')).toBe('2048,0 EiB');
  });
});

describe('formatMoney', () => {
  it.each([
    [12.5, 'USD', 'en-US', '$12.50'],
    [1234.5, 'EUR', 'de-DE', `1.234,50${nbsp}€`],
    [3, 'EUR', 'en-IE', '€3.00'],
    [0, 'USD', 'en-US', '$0.00'],
    [-4.2, 'USD', 'en-US', '-$4.20'],
    [1500, 'JPY', 'en-US', '¥1,500'],
  ])('%d %s in %s → %s', (amount, currency, locale, text) => {
    expect(formatMoney(amount, currency, locale)).toBe(text);
  });

  it('accepts a lower-case or padded code from the server', () => {
    expect(formatMoney(12.5, ' usd ', 'en-US')).toBe('$12.50');
  });

  it('shows an unknown code after the amount rather than hiding the price', () => {
    expect(formatMoney(12.5, 'XYZ', 'en-US')).toBe('12.50 XYZ');
  });

  it('shows a malformed code the same way instead of throwing', () => {
    expect(formatMoney(12.5, 'EURO', 'en-US')).toBe('12.50 EURO');
  });

  it('shows the amount alone when the currency is missing', () => {
    expect(formatMoney(1234.5, '', 'en-US')).toBe('1,234.50');
  });

  it('uses the locale for the fallback number too', () => {
    expect(formatMoney(1234.5, 'XYZ', 'de-DE')).toBe('1.234,50 XYZ');
  });

  it('shows a dash for an amount that is not a number', () => {
    expect(formatMoney(Number.NaN, 'USD', 'en-US')).toBe('—');
  });
});

describe('formatMonths', () => {
  itAnswers(formatMonths, '%d → %s', [
    [1, '1 month'],
    [3, '3 months'],
    [12, '12 months'],
    [0, '0 months'],
  ]);
});

describe('formatKilobytes (object storage capacity)', () => {
  itAnswers(formatKilobytes, '%d KB → %s', [
    [0, '0 B'],
    [512, '512.0 KiB'],
    [1024, '1.0 MiB'],
    [1024 * 1024 * 250, '250.0 GiB'],
    [1024 ** 3 * 1.5, '1.5 TiB'],
  ]);

  it('shows a dash for what is not a number', () => {
    expect(formatKilobytes(Number.NaN)).toBe('—');
  });
});

describe('moneySegments', () => {
  const nnbsp = '\u202f';
  it.each([
    // A line may end only at the space between figure and currency; the figure stays whole.
    [1234.56, 'EUR', 'de-DE', [`1.234,56${nbsp}`, '€']],
    [1234.56, 'EUR', 'fr-FR', [`1${nnbsp}234,56${nbsp}`, '€']],
    [1234.56, 'CHF', 'de-CH', [`CHF${nbsp}`, "1'234.56"]],
    [1234.56, 'USD', 'en-US', ['$1,234.56']],
    [-4.2, 'USD', 'en-US', ['-$4.20']],
    [1235, 'JPY', 'ja-JP', ['￥1,235']],
    [12.5, 'XYZ', 'en-US', ['12.50 ', 'XYZ']],
  ])('%d %s in %s', (amount, currency, locale, segments) => {
    expect(moneySegments(amount, currency, locale)).toEqual(segments);
  });

  it.each(['en-US', 'de-DE', 'fr-FR', 'ja-JP', 'ar', 'ar-EG', 'hi-IN', 'de-CH'])(
    'joins to exactly formatMoney’s text in %s, never splitting the digits',
    (locale) => {
      for (const currency of ['USD', 'EUR', 'AUD', 'JPY', 'SAR']) {
        const segments = moneySegments(9876543.21, currency, locale);
        expect(segments.join('')).toBe(formatMoney(9876543.21, currency, locale));
        // Every piece but the last ends at a space: no break inside the figure or the symbol.
        for (const segment of segments.slice(0, -1)) expect(segment).toMatch(/\s$/u);
      }
    },
  );
});
