import { describe, expect, it } from 'vitest';
import { formatRelative } from './formatTimestamp';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const en = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const de = new Intl.RelativeTimeFormat('de', { numeric: 'auto' });

describe('formatRelative', () => {
  it('says "now" within a minute either way', () => {
    expect(formatRelative('2026-03-10T11:59:31Z', NOW, en)).toBe('now');
    expect(formatRelative('2026-03-10T12:00:20Z', NOW, en)).toBe('now');
  });

  it('uses the largest unit that fits, past and future', () => {
    expect(formatRelative('2026-03-10T11:55:00Z', NOW, en)).toBe('5 minutes ago');
    expect(formatRelative('2026-03-10T09:00:00Z', NOW, en)).toBe('3 hours ago');
    expect(formatRelative('2026-03-09T12:00:00Z', NOW, en)).toBe('yesterday');
    expect(formatRelative('2026-03-13T12:00:00Z', NOW, en)).toBe('in 3 days');
    expect(formatRelative('2026-01-01T00:00:00Z', NOW, en)).toBe('2 months ago');
    expect(formatRelative('2023-03-01T00:00:00Z', NOW, en)).toBe('3 years ago');
  });

  it('speaks the locale it is given', () => {
    expect(formatRelative('2026-03-10T11:55:00Z', NOW, de)).toBe('vor 5 Minuten');
    expect(formatRelative('2026-03-10T12:00:00Z', NOW, de)).toBe('jetzt');
  });

  it('takes epoch milliseconds, and gives up on an unparsable value', () => {
    expect(formatRelative(NOW - 2 * 3_600_000, NOW, en)).toBe('2 hours ago');
    expect(formatRelative('yesterday-ish', NOW, en)).toBeNull();
  });
});
