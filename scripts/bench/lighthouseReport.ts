/**
 * Reading Lighthouse results (LHRs) for the bench: the figures of one run, their medians over
 * several runs, and the targets (docs/performance.md). Pure, so it is unit-tested without a browser.
 */
import type { Result } from 'lighthouse';
import { median } from './stats';

export type FormFactor = 'mobile' | 'desktop';

/** What one Lighthouse run measured, in Lighthouse's own units (ms; CLS unitless; score 0–100). */
export interface LighthouseFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  speedIndexMs: number;
  /** The LCP element as Lighthouse labels it (its text or selector), or null when it found none. */
  lcpElement: string | null;
  /** The URL the page showed when the trace ended (after client-side redirects). */
  finalUrl: string;
  /** When the LCP element painted in the real, unthrottled load the simulation starts from. */
  observedLcpMs: number;
  /** Every request of the page, in request order, with when it ended in that real load. */
  requests: NetworkRequest[];
}

export interface NetworkRequest {
  url: string;
  /** End of the response in the unthrottled load, ms from the navigation's start. */
  endMs: number;
  transferBytes: number;
}

function numericAudit(lhr: Result, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (typeof value !== 'number')
    throw new Error(
      `Lighthouse report has no numeric value for "${id}"${lhr.runtimeError ? ` (${lhr.runtimeError.message})` : ''}.`,
    );
  return value;
}

/** The LCP element's label: the audit's details are a list whose first item is a one-row table of the node. */
function lcpElementLabel(lhr: Result): string | null {
  const details = lhr.audits['largest-contentful-paint-element']?.details;
  if (details?.type !== 'list') return null;
  const table = details.items[0];
  if (table?.type !== 'table') return null;
  const node = table.items[0]?.node;
  if (typeof node !== 'object' || node === null || !('type' in node) || node.type !== 'node') return null;
  return node.nodeLabel ?? node.selector ?? null;
}

function requests(lhr: Result): NetworkRequest[] {
  const details = lhr.audits['network-requests']?.details;
  if (details?.type !== 'table') return [];
  return details.items.flatMap(({ url, networkEndTime, transferSize }) =>
    typeof url === 'string'
      ? [
          {
            url,
            endMs: typeof networkEndTime === 'number' ? networkEndTime : Number.NaN,
            transferBytes: typeof transferSize === 'number' ? transferSize : 0,
          },
        ]
      : [],
  );
}

function observedLcp(lhr: Result): number {
  const details = lhr.audits.metrics?.details;
  const value =
    details?.type === 'debugdata'
      ? (details.items?.[0] as Record<string, unknown> | undefined)?.observedLargestContentfulPaint
      : undefined;
  return typeof value === 'number' ? value : Number.NaN;
}

/**
 * Responses of at least `minBytes` that had fully arrived when the LCP element painted. Lighthouse
 * simulates LCP from the real load's graph, and a response that ended before the observed paint is
 * part of that graph: on loopback a large API answer can finish before the page paints its heading,
 * and the simulation then charges its download at the throttled speed (2 MB at 1.6 Mbit/s is 10 s).
 */
export function largeResponsesBeforeLcp(
  figures: Pick<LighthouseFigures, 'observedLcpMs' | 'requests'>,
  minBytes: number,
): NetworkRequest[] {
  return figures.requests.filter(
    (request) => request.transferBytes >= minBytes && request.endMs <= figures.observedLcpMs,
  );
}

/** Lighthouse itself failed the run (e.g. NO_NAVSTART when the trace lost the navigation); its advice is to run again. */
export class LighthouseRunError extends Error {
  override name = 'LighthouseRunError';
}

export function figuresFromReport(lhr: Result): LighthouseFigures {
  if (lhr.runtimeError)
    throw new LighthouseRunError(
      `Lighthouse could not load ${lhr.requestedUrl ?? 'the page'}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
    );
  const score = lhr.categories.performance?.score;
  if (typeof score !== 'number') throw new Error('Lighthouse report has no performance score.');
  return {
    score: Math.round(score * 100),
    lcpMs: numericAudit(lhr, 'largest-contentful-paint'),
    tbtMs: numericAudit(lhr, 'total-blocking-time'),
    cls: numericAudit(lhr, 'cumulative-layout-shift'),
    fcpMs: numericAudit(lhr, 'first-contentful-paint'),
    speedIndexMs: numericAudit(lhr, 'speed-index'),
    lcpElement: lcpElementLabel(lhr),
    finalUrl: lhr.finalDisplayedUrl,
    observedLcpMs: observedLcp(lhr),
    requests: requests(lhr),
  };
}

export interface MedianFigures extends Pick<
  LighthouseFigures,
  'score' | 'lcpMs' | 'tbtMs' | 'cls' | 'fcpMs' | 'speedIndexMs'
> {
  runs: number;
  /** Each run's score and LCP, in run order, so a spread (or an LCP that jumps) shows. */
  scores: number[];
  lcpsMs: number[];
  /** The LCP element most runs named (ties: the first run's). */
  lcpElement: string | null;
}

/** Each figure's own median: the median score need not come from the run with the median LCP. */
export function medianFigures(runs: readonly LighthouseFigures[]): MedianFigures {
  if (runs.length === 0) throw new Error('No Lighthouse runs to summarise.');
  const of = (pick: (run: LighthouseFigures) => number) => median(runs.map(pick));
  const counts = new Map<string | null, number>();
  for (const run of runs) counts.set(run.lcpElement, (counts.get(run.lcpElement) ?? 0) + 1);
  let lcpElement = runs[0]!.lcpElement;
  for (const [element, count] of counts) if (count > (counts.get(lcpElement) ?? 0)) lcpElement = element;
  return {
    runs: runs.length,
    score: of((run) => run.score),
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    fcpMs: of((run) => run.fcpMs),
    speedIndexMs: of((run) => run.speedIndexMs),
    scores: runs.map((run) => run.score),
    lcpsMs: runs.map((run) => run.lcpMs),
    lcpElement,
  };
}

/** The targets (docs/performance.md): a score per form factor on every page; LCP on mobile; TBT and CLS on both. */
const LIGHTHOUSE_TARGETS = {
  score: { mobile: 95, desktop: 100 },
  mobileLcpMs: 2000,
  tbtMs: 50,
  cls: 0.02,
} as const;

export interface TargetCheck {
  what: string;
  met: boolean;
}

export function checkTargets(
  formFactor: FormFactor,
  figures: Pick<MedianFigures, 'score' | 'lcpMs' | 'tbtMs' | 'cls'>,
): TargetCheck[] {
  const checks: TargetCheck[] = [
    {
      what: `score ≥ ${LIGHTHOUSE_TARGETS.score[formFactor]}`,
      met: figures.score >= LIGHTHOUSE_TARGETS.score[formFactor],
    },
  ];
  if (formFactor === 'mobile')
    checks.push({
      what: `LCP ≤ ${LIGHTHOUSE_TARGETS.mobileLcpMs / 1000} s`,
      met: figures.lcpMs <= LIGHTHOUSE_TARGETS.mobileLcpMs,
    });
  checks.push({ what: `TBT ≤ ${LIGHTHOUSE_TARGETS.tbtMs} ms`, met: figures.tbtMs <= LIGHTHOUSE_TARGETS.tbtMs });
  checks.push({ what: `CLS ≤ ${LIGHTHOUSE_TARGETS.cls}`, met: figures.cls <= LIGHTHOUSE_TARGETS.cls });
  return checks;
}

/** "met" or the missed targets by name, for the table's last column. */
export function targetSummary(checks: readonly TargetCheck[]): string {
  const missed = checks.filter((check) => !check.met).map((check) => check.what);
  return missed.length === 0 ? 'met' : `MISSED ${missed.join(', ')}`;
}

/**
 * How the run was throttled, from the report's own settings, e.g. "simulated: 150 ms RTT,
 * 1.6 Mbit/s, CPU ×4, 412×823 screen". Simulated means Lighthouse loaded the page unthrottled and
 * computed the metrics for that network and CPU from the trace (Lantern).
 */
export function throttlingDescription(lhr: Result): string {
  const { throttlingMethod, throttling, screenEmulation } = lhr.configSettings;
  const method = throttlingMethod === 'simulate' ? 'simulated' : (throttlingMethod ?? 'unknown');
  const parts = [
    throttling?.rttMs !== undefined ? `${throttling.rttMs} ms RTT` : null,
    throttling?.throughputKbps !== undefined ? `${(throttling.throughputKbps / 1024).toFixed(1)} Mbit/s` : null,
    throttling?.cpuSlowdownMultiplier !== undefined ? `CPU ×${throttling.cpuSlowdownMultiplier}` : null,
    screenEmulation && !screenEmulation.disabled ? `${screenEmulation.width}×${screenEmulation.height} screen` : null,
  ].filter((part): part is string => part !== null);
  return `${method}: ${parts.join(', ')}`;
}
