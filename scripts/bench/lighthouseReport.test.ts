import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import {
  checkTargets,
  figuresFromReport,
  largeResponsesBeforeLcp,
  LighthouseRunError,
  medianFigures,
  targetSummary,
  throttlingDescription,
  type LighthouseFigures,
} from './lighthouseReport';

/** The parts of a Lighthouse result the bench reads, shaped as Lighthouse 12 writes them. */
function report(
  overrides: { score?: number | null; lcp?: number; runtimeError?: { code: string; message: string } } = {},
): Result {
  const numeric = (numericValue: number) => ({ numericValue });
  return {
    requestedUrl: 'http://127.0.0.1:4000/teams/t/ssh-keys',
    finalDisplayedUrl: 'http://127.0.0.1:4000/teams/t/ssh-keys',
    runtimeError: overrides.runtimeError,
    categories: { performance: { score: overrides.score === undefined ? 0.97 : overrides.score } },
    configSettings: {
      throttlingMethod: 'simulate',
      throttling: { rttMs: 150, throughputKbps: 1638.4, cpuSlowdownMultiplier: 4 },
      screenEmulation: { width: 412, height: 823, disabled: false },
    },
    audits: {
      'largest-contentful-paint': numeric(overrides.lcp ?? 1850.4),
      'total-blocking-time': numeric(20),
      'cumulative-layout-shift': numeric(0.001),
      'first-contentful-paint': numeric(1500),
      'speed-index': numeric(1600),
      'largest-contentful-paint-element': {
        details: {
          type: 'list',
          items: [
            {
              type: 'table',
              headings: [],
              items: [{ node: { type: 'node', nodeLabel: 'Public keys that can be installed', selector: 'main > p' } }],
            },
            { type: 'table', headings: [], items: [{ phase: 'TTFB', timing: 300 }] },
          ],
        },
      },
      'network-requests': {
        details: {
          type: 'table',
          headings: [],
          items: [
            { url: 'http://127.0.0.1:4000/teams/t/ssh-keys', networkEndTime: 20, transferSize: 1800 },
            { url: 'http://127.0.0.1:4000/api/ssh_keys?team_id=t', networkEndTime: 700, transferSize: 2_000_000 },
          ],
        },
      },
      metrics: { details: { type: 'debugdata', items: [{ observedLargestContentfulPaint: 650 }] } },
    },
  } as unknown as Result;
}

const run = (score: number, lcpMs: number, lcpElement: string | null = 'p'): LighthouseFigures => ({
  score,
  lcpMs,
  tbtMs: score,
  cls: 0,
  fcpMs: lcpMs / 2,
  speedIndexMs: lcpMs,
  lcpElement,
  finalUrl: 'http://x/',
  observedLcpMs: 0,
  requests: [],
});

describe('figuresFromReport', () => {
  it('reads the score as 0–100, the metrics, the LCP element and the requests', () => {
    expect(figuresFromReport(report())).toEqual({
      score: 97,
      lcpMs: 1850.4,
      tbtMs: 20,
      cls: 0.001,
      fcpMs: 1500,
      speedIndexMs: 1600,
      lcpElement: 'Public keys that can be installed',
      finalUrl: 'http://127.0.0.1:4000/teams/t/ssh-keys',
      observedLcpMs: 650,
      requests: [
        { url: 'http://127.0.0.1:4000/teams/t/ssh-keys', endMs: 20, transferBytes: 1800 },
        { url: 'http://127.0.0.1:4000/api/ssh_keys?team_id=t', endMs: 700, transferBytes: 2_000_000 },
      ],
    });
  });

  it('fails on a run Lighthouse could not complete instead of printing zeros', () => {
    expect(() =>
      figuresFromReport(report({ runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' } })),
    ).toThrow(LighthouseRunError);
    expect(() =>
      figuresFromReport(report({ runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' } })),
    ).toThrow(/NO_FCP/);
    expect(() => figuresFromReport(report({ score: null }))).toThrow(/no performance score/);
  });

  it('gives null for the LCP element when the audit has no node', () => {
    const lhr = report();
    lhr.audits['largest-contentful-paint-element'] = {
      ...lhr.audits['largest-contentful-paint-element']!,
      details: undefined,
    };
    expect(figuresFromReport(lhr).lcpElement).toBeNull();
  });
});

describe('medianFigures', () => {
  it('takes each figure’s own median and keeps every run’s score in order', () => {
    const summary = medianFigures([run(90, 3000), run(99, 1000), run(95, 2000)]);
    expect(summary).toMatchObject({
      runs: 3,
      score: 95,
      lcpMs: 2000,
      tbtMs: 95,
      fcpMs: 1000,
      scores: [90, 99, 95],
      lcpsMs: [3000, 1000, 2000],
    });
  });

  it('names the LCP element most runs saw', () => {
    expect(medianFigures([run(1, 1, 'h1'), run(1, 1, 'table'), run(1, 1, 'table')]).lcpElement).toBe('table');
    expect(medianFigures([run(1, 1, 'h1'), run(1, 1, 'table')]).lcpElement).toBe('h1');
  });

  it('refuses an empty list', () => {
    expect(() => medianFigures([])).toThrow();
  });
});

describe('largeResponsesBeforeLcp', () => {
  const requests = [
    { url: 'http://x/assets/vendor.js', endMs: 300, transferBytes: 110_000 },
    { url: 'http://x/api/ssh_keys', endMs: 700, transferBytes: 2_000_000 },
  ];

  it('names a large answer that had arrived when the LCP element painted', () => {
    expect(largeResponsesBeforeLcp({ observedLcpMs: 720, requests }, 256 * 1024)).toEqual([requests[1]]);
  });

  it('ignores one still arriving at the paint, and small ones', () => {
    expect(largeResponsesBeforeLcp({ observedLcpMs: 650, requests }, 256 * 1024)).toEqual([]);
    expect(largeResponsesBeforeLcp({ observedLcpMs: 650, requests }, 100_000)).toEqual([requests[0]]);
  });
});

describe('checkTargets', () => {
  it('holds mobile to 95 and LCP ≤ 2 s, desktop to 100 without an LCP target', () => {
    const good = { score: 96, lcpMs: 2000, tbtMs: 50, cls: 0.02 };
    expect(targetSummary(checkTargets('mobile', good))).toBe('met');
    expect(targetSummary(checkTargets('mobile', { ...good, lcpMs: 2001 }))).toBe('MISSED LCP ≤ 2 s');
    expect(targetSummary(checkTargets('desktop', { ...good, lcpMs: 5000 }))).toBe('MISSED score ≥ 100');
    expect(targetSummary(checkTargets('desktop', { score: 100, lcpMs: 5000, tbtMs: 51, cls: 0.03 }))).toBe(
      'MISSED TBT ≤ 50 ms, CLS ≤ 0.02',
    );
  });
});

describe('throttlingDescription', () => {
  it('says the throttling was simulated and with what network, CPU and screen', () => {
    expect(throttlingDescription(report())).toBe('simulated: 150 ms RTT, 1.6 Mbit/s, CPU ×4, 412×823 screen');
  });
});
