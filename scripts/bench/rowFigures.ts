/**
 * The arithmetic of the `rows` bench section, apart from the browser so it can be unit-tested: when a
 * page counts as interactive, the medians of a page's loads, and the current / baseline comparison
 * the table prints.
 */
import { kib, median, ms } from './stats';

/** A long task (≥ 50 ms) as the page's PerformanceObserver saw it, in its performance.now() timeline. */
export interface LongTask {
  startTime: number;
  duration: number;
}

/**
 * Time to interactive, counted from the first data row: the end of the last long task before the
 * first stretch of `quietMs` with none (the row itself when none follows it). Only long tasks count,
 * not requests in flight: a download that runs on (the deploy page's key list) does not hold it back
 * unless its arrival makes long tasks. NaN when the page was not watched long enough to see the quiet
 * stretch (`observedUntil`).
 */
export function interactiveAt(
  firstRowAt: number,
  longTasks: readonly LongTask[],
  quietMs: number,
  observedUntil: number,
): number {
  let interactive = firstRowAt;
  const byStart = [...longTasks].sort((a, b) => a.startTime - b.startTime);
  for (const task of byStart) {
    const end = task.startTime + task.duration;
    if (end <= interactive) continue;
    if (task.startTime - interactive >= quietMs) return interactive;
    interactive = end;
  }
  return observedUntil - interactive >= quietMs ? interactive : Number.NaN;
}

/** One load's figures: times from the navigation's start, bytes before the first data row. */
export interface LoadFigures {
  firstPaint: number;
  firstRow: number;
  interactive: number;
  jsBytes: number;
  apiBytes: number;
  /** The page's largest contentful paint, described (rowProbes.ts); null when the browser reported none. */
  lcp: { element: string; isData: boolean } | null;
}

export interface LoadSummary extends Omit<LoadFigures, 'lcp'> {
  /** The first row of each load, in the order measured. */
  firstRows: number[];
  /** Each LCP element the loads had, the most frequent first, with how many loads had it. */
  lcpElements: string[];
  /** Loads whose page never went quiet while watched (left out of the interactive median). */
  notQuiet: number;
}

export function summariseLoads(loads: readonly LoadFigures[]): LoadSummary {
  const of = (pick: (load: LoadFigures) => number) => median(loads.map(pick).filter(Number.isFinite));
  return {
    firstPaint: of((load) => load.firstPaint),
    firstRow: of((load) => load.firstRow),
    interactive: of((load) => load.interactive),
    jsBytes: of((load) => load.jsBytes),
    apiBytes: of((load) => load.apiBytes),
    firstRows: loads.map((load) => load.firstRow),
    lcpElements: lcpElementsOf(loads),
    notQuiet: loads.filter((load) => Number.isFinite(load.firstRow) && !Number.isFinite(load.interactive)).length,
  };
}

/** The loads' LCP elements, as "td “web-1” (data, 4 of 5)", the most frequent first. */
function lcpElementsOf(loads: readonly LoadFigures[]): string[] {
  const counts = new Map<string, number>();
  for (const { lcp } of loads) {
    const described = lcp === null ? 'none reported' : `${lcp.element} (${lcp.isData ? 'data' : 'not data'}`;
    counts.set(described, (counts.get(described) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([described, count]) =>
      described === 'none reported'
        ? `none reported, ${count} of ${loads.length}`
        : `${described}, ${count} of ${loads.length})`,
    );
}

/** current / baseline as "0.85×"; a dash when either is missing or the baseline is nothing. */
export function formatRatio(current: number, baseline: number): string {
  if (!Number.isFinite(current) || !Number.isFinite(baseline) || baseline <= 0) return '—';
  return `${(current / baseline).toFixed(2)}×`;
}

/** What a build showed for a page: figures, or why there are none. */
export type BuildResult = { summary: LoadSummary } | { missing: string };

const FIGURES: readonly { pick: (summary: Omit<LoadFigures, 'lcp'>) => number; format: (value: number) => string }[] = [
  { pick: (summary) => summary.firstPaint, format: ms },
  { pick: (summary) => summary.firstRow, format: ms },
  { pick: (summary) => summary.interactive, format: ms },
  { pick: (summary) => summary.jsBytes, format: kib },
  { pick: (summary) => summary.apiBytes, format: kib },
];

const eachLoad = ({ firstRows, notQuiet }: LoadSummary): string => {
  const rows = firstRows.map((value) => (Number.isFinite(value) ? String(Math.round(value)) : '×')).join(' ');
  return notQuiet > 0 ? `${rows} (${notQuiet} never quiet)` : rows;
};

/** A build's cells: its medians and each load's first row, or dashes and why it has none. */
const figureCells = (result: BuildResult): string[] =>
  'summary' in result
    ? [
        ...FIGURES.map(({ pick, format }) => {
          const value = pick(result.summary);
          return Number.isFinite(value) ? format(value) : '—';
        }),
        eachLoad(result.summary),
      ]
    : [...FIGURES.map(() => '—'), result.missing];

/**
 * The table's lines for a page: its name, each build's medians (and its first row in each load), then
 * current / baseline for each figure. The builds are indented under the page, in the first column,
 * the one the table aligns left.
 */
export function comparisonRows(
  page: string,
  builds: { current: BuildResult; baseline: BuildResult },
  labels: { current: string; baseline: string },
): string[][] {
  const { current, baseline } = builds;
  const ratios =
    'summary' in current && 'summary' in baseline
      ? FIGURES.map(({ pick }) => formatRatio(pick(current.summary), pick(baseline.summary)))
      : FIGURES.map(() => '—');
  return [
    [page],
    [`  ${labels.current}`, ...figureCells(current)],
    [`  ${labels.baseline}`, ...figureCells(baseline)],
    ['  current / baseline', ...ratios],
  ];
}

/** The table's lines of LCP elements for a page: each build's, the most frequent first. */
export function lcpRows(
  page: string,
  builds: { current: BuildResult; baseline: BuildResult },
  labels: { current: string; baseline: string },
): string[][] {
  const cell = (result: BuildResult) => ('summary' in result ? result.summary.lcpElements.join('; ') : result.missing);
  return [[page], [`  ${labels.current}`, cell(builds.current)], [`  ${labels.baseline}`, cell(builds.baseline)]];
}
