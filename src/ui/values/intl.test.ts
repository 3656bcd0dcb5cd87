import { describe, expect, it } from 'vitest';
import { formatTimestamp } from './formatTimestamp';
import { formatQuantity, userTimestampFormat, warmIntl } from './intl';

describe('shared Intl objects', () => {
  it('are built once and used by the formatters', () => {
    warmIntl();
    const format = userTimestampFormat();
    expect(userTimestampFormat()).toBe(format);
    expect(formatTimestamp('2026-01-02T03:04:05Z')).toBe(format.format(new Date('2026-01-02T03:04:05Z')));
  });

  it('shows a timestamp that does not parse as it came', () => {
    expect(formatTimestamp('yesterday')).toBe('yesterday');
  });
});

describe('formatQuantity', () => {
  it.each([
    [10000, 'megabit-per-second', 'en-US', '10,000 Mb/s'],
    [10000, 'megabit-per-second', 'de-DE', '10.000 Mb/s'],
    [861.25, 'gigabyte', 'en-US', '861.3 GB'],
    [861.25, 'gigabyte', 'de-DE', '861,3\u00a0GB'],
    [0, 'gigabyte', 'en-US', '0 GB'],
  ] as const)('%d %s in %s → %s', (value, unit, locale, text) => {
    expect(formatQuantity(value, unit, locale)).toBe(text);
  });

  it('keeps the unit in every locale, in the locale’s words', () => {
    expect(formatQuantity(1000, 'megabit-per-second', 'fr-FR')).toMatch(/^1\s000\sMbit\/s$/u);
    expect(formatQuantity(1.5, 'gigabyte', 'fr-FR')).toMatch(/^1,5\sGo$/u);
  });

  it('shows a dash for what is not a figure', () => {
    expect(formatQuantity(Number.NaN, 'gigabyte', 'en-US')).toBe('—');
  });
});
