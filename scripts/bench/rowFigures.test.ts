import { describe, expect, it } from 'vitest';
import { comparisonRows, formatRatio, interactiveAt, lcpRows, summariseLoads, type LoadFigures } from './rowFigures';

describe('interactiveAt', () => {
  it('is the first row itself when no long task follows it', () => {
    expect(interactiveAt(1000, [{ startTime: 200, duration: 90 }], 5000, 6000)).toBe(1000);
  });

  it('is the end of the last long task before a quiet stretch', () => {
    const tasks = [
      { startTime: 1100, duration: 60 },
      { startTime: 3000, duration: 120 },
      { startTime: 9000, duration: 80 },
    ];
    expect(interactiveAt(1000, tasks, 5000, 10_000)).toBe(3120);
  });

  it('counts a long task the row was painted during the tail of', () => {
    expect(interactiveAt(1000, [{ startTime: 950, duration: 200 }], 5000, 7000)).toBe(1150);
  });

  it('reads the tasks in start order, whatever order they were reported in', () => {
    const tasks = [
      { startTime: 4000, duration: 100 },
      { startTime: 1500, duration: 100 },
    ];
    expect(interactiveAt(1000, tasks, 3000, 9000)).toBe(4100);
  });

  it('is NaN when the page was not watched for a whole quiet stretch after the last task', () => {
    expect(interactiveAt(1000, [{ startTime: 2000, duration: 100 }], 5000, 6000)).toBeNaN();
  });
});

const load = (firstRow: number, interactive = firstRow + 100): LoadFigures => ({
  firstPaint: 500,
  firstRow,
  interactive,
  jsBytes: 100_000,
  apiBytes: 2_000,
  lcp: { element: 'td “web-1”', isData: true },
});

describe('summariseLoads', () => {
  it('takes medians, keeps each first row and counts loads that never went quiet', () => {
    const summary = summariseLoads([load(1200), load(1000, Number.NaN), load(1400), load(1100)]);
    expect(summary).toEqual({
      firstPaint: 500,
      firstRow: 1150,
      interactive: 1300,
      jsBytes: 100_000,
      apiBytes: 2_000,
      firstRows: [1200, 1000, 1400, 1100],
      lcpElements: ['td “web-1” (data, 4 of 4)'],
      notQuiet: 1,
    });
  });
});

describe('formatRatio', () => {
  it('is current / baseline to two places', () => {
    expect(formatRatio(850, 1000)).toBe('0.85×');
    expect(formatRatio(3000, 1500)).toBe('2.00×');
  });

  it('is a dash when a figure is missing or the baseline is nothing', () => {
    expect(formatRatio(Number.NaN, 1000)).toBe('—');
    expect(formatRatio(1000, Number.NaN)).toBe('—');
    expect(formatRatio(1000, 0)).toBe('—');
  });
});

describe('comparisonRows', () => {
  const labels = { current: 'current d174a5b', baseline: 'baseline e5b497e' };

  it('prints both builds under the page, and their ratio', () => {
    const current = { summary: summariseLoads([load(1000), load(1200)]) };
    const baseline = { summary: summariseLoads([load(2000), load(2400)]) };
    expect(comparisonRows('VPC list', { current, baseline }, labels)).toEqual([
      ['VPC list'],
      ['  current d174a5b', '500 ms', '1100 ms', '1200 ms', '97.7 KiB', '2.0 KiB', '1000 1200'],
      ['  baseline e5b497e', '500 ms', '2200 ms', '2300 ms', '97.7 KiB', '2.0 KiB', '2000 2400'],
      ['  current / baseline', '1.00×', '0.50×', '0.52×', '1.00×', '1.00×'],
    ]);
  });

  it('says why a build has no figures, and has no ratios then', () => {
    const current = { summary: summariseLoads([load(1000)]) };
    const rows = comparisonRows('Deploy form', { current, baseline: { missing: 'not in this build' } }, labels);
    expect(rows[2]).toEqual(['  baseline e5b497e', '—', '—', '—', '—', '—', 'not in this build']);
    expect(rows[3]).toEqual(['  current / baseline', '—', '—', '—', '—', '—']);
  });

  it('marks a load whose row never appeared and loads that never went quiet', () => {
    const current = { summary: summariseLoads([load(1000), load(Number.NaN), load(1100, Number.NaN)]) };
    const rows = comparisonRows('SSH keys', { current, baseline: current }, labels);
    expect(rows[1]?.[6]).toBe('1000 × 1100 (1 never quiet)');
  });
});

describe('lcpRows', () => {
  const labels = { current: 'current d174a5b', baseline: 'baseline e5b497e' };

  it('gives each build its LCP elements, the most frequent first, saying whether each is the data', () => {
    const skeleton = { ...load(1000), lcp: { element: 'h1 “Virtual machines”', isData: false } };
    const current = { summary: summariseLoads([load(1000), skeleton, load(1100), { ...load(900), lcp: null }]) };
    expect(lcpRows('VM list', { current, baseline: { missing: 'not in this build' } }, labels)).toEqual([
      ['VM list'],
      [
        '  current d174a5b',
        'td “web-1” (data, 2 of 4); h1 “Virtual machines” (not data, 1 of 4); none reported, 1 of 4',
      ],
      ['  baseline e5b497e', 'not in this build'],
    ]);
  });
});
