import { describe, expect, it } from 'vitest';
import { formatTimestamp } from './formatTimestamp';
import { textCollator, userTimestampFormat, warmIntl } from './intl';
import { compareText } from './list/filterAndSort';

describe('shared Intl objects', () => {
  it('are built once and used by the formatters and sorts', () => {
    warmIntl();
    const collator = textCollator();
    const format = userTimestampFormat();
    expect(textCollator()).toBe(collator);
    expect(userTimestampFormat()).toBe(format);
    expect(formatTimestamp('2026-01-02T03:04:05Z')).toBe(format.format(new Date('2026-01-02T03:04:05Z')));
    expect(compareText('web 9', 'Web 10')).toBeLessThan(0);
  });

  it('shows a timestamp that does not parse as it came', () => {
    expect(formatTimestamp('yesterday')).toBe('yesterday');
  });
});
