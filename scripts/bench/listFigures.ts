/**
 * The arithmetic of the `lists` bench section, apart from the browser so it can be unit-tested:
 * how a navigation's timestamps split into "waiting for data" and "rendering", and how per-keystroke
 * samples over several runs become the figures the table prints.
 */
import { median } from './stats';

/** What the navigation probe reports, all in the page's performance.now() timeline. */
export interface NavigationSample {
  /** Just before the client-side navigation was started. */
  startedAt: number;
  /** The first frame after the list's first row and its count were in the DOM. */
  paintedAt: number;
  /** The Resource Timing of the request the list's rows come from; null when the browser saw none. */
  request: { startTime: number; responseEnd: number } | null;
}

export interface NavigationSplit {
  /** Navigation start → list painted. */
  total: number;
  /** Navigation start → the list's response fully arrived (route code, earlier requests, this request). */
  waiting: number;
  /** The list's own request, from when it was sent to its last byte. */
  request: number;
  /** Last byte of the response → list painted: parsing, deriving rows, React, layout, paint. */
  render: number;
}

export function splitNavigation({ startedAt, paintedAt, request }: NavigationSample): NavigationSplit {
  const total = paintedAt - startedAt;
  if (!request) return { total, waiting: Number.NaN, request: Number.NaN, render: Number.NaN };
  return {
    total,
    waiting: request.responseEnd - startedAt,
    request: request.responseEnd - request.startTime,
    render: paintedAt - request.responseEnd,
  };
}

/** The median of each part over several navigations. */
export function medianSplit(splits: readonly NavigationSplit[]): NavigationSplit {
  return {
    total: median(splits.map((split) => split.total)),
    waiting: median(splits.map((split) => split.waiting)),
    request: median(splits.map((split) => split.request)),
    render: median(splits.map((split) => split.render)),
  };
}

/** What the search box holds after each keystroke of `query`: "ab" → ["a", "ab"]. */
export function typedPrefixes(query: string): string[] {
  return Array.from(query, (_, index) => query.slice(0, index + 1));
}

export interface KeystrokeSummary {
  /** Per keystroke position, the median over the runs. */
  perKey: number[];
  /** Median of every sample of every run. */
  median: number;
  /** The slowest keystroke position by its median: what the target is judged on. */
  worstKeyMedian: number;
  /** The slowest single sample of any run. */
  worstSample: number;
}

/** `runs[run][key]`: the latency of each keystroke in each run (runs may be cut short). */
export function summariseKeystrokes(runs: readonly (readonly number[])[]): KeystrokeSummary {
  const keys = Math.max(0, ...runs.map((run) => run.length));
  const perKey = Array.from({ length: keys }, (_, key) =>
    median(runs.flatMap((run) => (key < run.length ? [run[key]!] : []))),
  );
  const all = runs.flat();
  return {
    perKey,
    median: median(all),
    worstKeyMedian: perKey.length > 0 ? Math.max(...perKey) : Number.NaN,
    worstSample: all.length > 0 ? Math.max(...all) : Number.NaN,
  };
}

/** A PerformanceEventTiming entry, as much of it as the cross-check needs. */
export interface EventTimingEntry {
  name: string;
  startTime: number;
  duration: number;
}

/**
 * The Event Timing cross-check: for each keystroke (its keydown timestamps, ascending), the longest
 * duration of the events that keystroke caused (keydown, keypress, beforeinput, input, keyup: those
 * starting at or after its keydown and before the next one). The browser only reports events of at
 * least the observer's threshold, so a keystroke with none gets 0, meaning "under the threshold".
 */
export function longestEventPerKeystroke(
  keydownTimes: readonly number[],
  entries: readonly EventTimingEntry[],
): number[] {
  return keydownTimes.map((keydownAt, index) => {
    const next = keydownTimes[index + 1] ?? Number.POSITIVE_INFINITY;
    // Event timestamps and keydown times come from the same clock but may be rounded differently.
    const own = entries.filter((entry) => entry.startTime >= keydownAt - 1 && entry.startTime < next - 1);
    return Math.max(0, ...own.map((entry) => entry.duration));
  });
}
