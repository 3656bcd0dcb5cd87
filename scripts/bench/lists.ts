import type { CDPSession, Page } from '@playwright/test';
import type { BenchContext, BenchSection } from './context';
import { BENCH_TEAM, launchChromium, signIn } from './env';
import {
  longestEventPerKeystroke,
  medianSplit,
  splitNavigation,
  summariseKeystrokes,
  typedPrefixes,
  type EventTimingEntry,
  type NavigationSample,
  type NavigationSplit,
} from './listFigures';
import { loadBenchLists, type BenchList } from './listPages';
import {
  ARM_KEYSTROKE,
  callProbe,
  KEYSTROKE_RESULT,
  NAVIGATE_AND_WAIT_FOR_LIST,
  START_EVENT_TIMING,
  STOP_EVENT_TIMING,
  type KeystrokeProbeArgument,
  type NavigationProbeArgument,
} from './listProbes';
import { ms, printTable, verdict } from './stats';

/** The targets (docs/performance.md), for the unthrottled figures. */
const TARGETS = { renderMs: 200, keystrokeMs: 50 };
/** Unthrottled, then 4× slower CPU as DevTools' "4× slowdown" does; the throttled figures are for information. */
const CPU_RATES = [1, 4] as const;
/** The signed-in page each navigation starts from: small, and apart from every measured list. */
const START_PATH = `/teams/${BENCH_TEAM}/vpcs`;
/** A pause after each keystroke's frame, about a quick typist's rhythm, so keys do not pile up. */
const TYPING_GAP_MS = 150;
/** The list is on screen this long before the first key, as a person takes to reach for the search box. */
const BEFORE_TYPING_MS = 1000;
const PROBE_TIMEOUT_MS = 30_000;

/**
 * A full document load of the start page: the app starts empty (no list in React Query's cache),
 * the route code comes from the browser's HTTP cache as on any later visit.
 */
async function loadStartPage(page: Page, appUrl: string, cdp: CDPSession, rate: number): Promise<void> {
  await page.goto(`${appUrl}${START_PATH}`);
  await page.getByRole('heading', { level: 1, name: 'VPCs' }).waitFor();
  await page.waitForLoadState('networkidle');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

async function navigateToList(page: Page, list: BenchList): Promise<NavigationSample> {
  const argument: NavigationProbeArgument = {
    path: list.path,
    table: list.table,
    request: list.request,
    expected: list.expected(''),
    timeoutMs: PROBE_TIMEOUT_MS,
  };
  return page.evaluate<NavigationSample>(callProbe(NAVIGATE_AND_WAIT_FOR_LIST, argument));
}

/** Cold client-side navigations to the list: one unmeasured, then `runs` measured. */
async function measureNavigation(
  page: Page,
  appUrl: string,
  cdp: CDPSession,
  rate: number,
  list: BenchList,
  runs: number,
): Promise<NavigationSplit[]> {
  const splits: NavigationSplit[] = [];
  for (let run = 0; run <= runs; run++) {
    await loadStartPage(page, appUrl, cdp, rate);
    const sample = await navigateToList(page, list);
    if (run > 0) splits.push(splitNavigation(sample));
  }
  return splits;
}

interface TypingRun {
  latencies: number[];
  /** Longest Event Timing duration per keystroke, 0 when under 16 ms. */
  eventDurations: number[];
}

/** Opens the list afresh and types `list.query` one key at a time, measuring each key. */
async function typeQuery(
  page: Page,
  appUrl: string,
  cdp: CDPSession,
  rate: number,
  list: BenchList,
): Promise<TypingRun> {
  await loadStartPage(page, appUrl, cdp, rate);
  await navigateToList(page, list);
  await page.getByRole('searchbox', { name: list.searchLabel }).focus();
  await page.waitForTimeout(BEFORE_TYPING_MS);
  await page.evaluate(START_EVENT_TIMING);
  const latencies: number[] = [];
  const keydowns: number[] = [];
  for (const typed of typedPrefixes(list.query)) {
    const argument: KeystrokeProbeArgument = {
      table: list.table,
      searchLabel: list.searchLabel,
      expected: list.expected(typed),
      timeoutMs: PROBE_TIMEOUT_MS,
    };
    await page.evaluate(callProbe(ARM_KEYSTROKE, argument));
    await page.keyboard.type(typed.slice(-1));
    const { keydownAt, paintedAt } = await page.evaluate<{ keydownAt: number; paintedAt: number }>(KEYSTROKE_RESULT);
    latencies.push(paintedAt - keydownAt);
    keydowns.push(keydownAt);
    await page.waitForTimeout(TYPING_GAP_MS);
  }
  const entries = await page.evaluate<EventTimingEntry[]>(STOP_EVENT_TIMING);
  return { latencies, eventDurations: longestEventPerKeystroke(keydowns, entries) };
}

const cpuLabel = (rate: number) => (rate === 1 ? 'unthrottled' : `${rate}× slower`);
const eventMs = (value: number) => (value === 0 ? '< 16 ms' : ms(value));

/** One measured list at one CPU rate: where the page and CDP session are, and how to report. */
interface Measurement {
  page: Page;
  cdp: CDPSession;
  appUrl: string;
  rate: number;
  list: BenchList;
  runs: number;
}

async function navigationRow({ page, cdp, appUrl, rate, list, runs }: Measurement): Promise<string[]> {
  const splits = await measureNavigation(page, appUrl, cdp, rate, list, runs);
  const split = medianSplit(splits);
  return [
    list.name,
    cpuLabel(rate),
    ms(split.total),
    ms(split.waiting),
    ms(split.request),
    ms(split.render),
    splits.map((each) => Math.round(each.render)).join(' '),
    rate === 1 ? verdict(split.render <= TARGETS.renderMs) : 'info',
  ];
}

/** The summary row and the per-keystroke row of typing the list's query `runs` times. */
async function typingRows({
  page,
  cdp,
  appUrl,
  rate,
  list,
  runs,
}: Measurement): Promise<{ summary: string[]; perKey: string[] }> {
  const typing: TypingRun[] = [];
  for (let run = 0; run < runs; run++) typing.push(await typeQuery(page, appUrl, cdp, rate, list));
  const latency = summariseKeystrokes(typing.map((each) => each.latencies));
  const events = summariseKeystrokes(typing.map((each) => each.eventDurations));
  const prefixes = typedPrefixes(list.query);
  return {
    summary: [
      list.name,
      cpuLabel(rate),
      `“${list.query}”`,
      ms(latency.median),
      ms(latency.worstKeyMedian),
      ms(latency.worstSample),
      eventMs(events.worstKeyMedian),
      rate === 1 ? verdict(latency.worstKeyMedian <= TARGETS.keystrokeMs) : 'info',
    ],
    perKey: [
      list.name,
      cpuLabel(rate),
      latency.perKey
        .map(
          (value, key) =>
            `${prefixes[key]}→${list.expected(prefixes[key] ?? '').count.split(' ')[0]}: ${Math.round(value)}`,
        )
        .join(' · '),
    ],
  };
}

export const listsSection: BenchSection = {
  name: 'lists',
  description: `10,000-row lists: cold navigation → rendered (target ≤ ${TARGETS.renderMs} ms of rendering), keystroke → filtered render (target ≤ ${TARGETS.keystrokeMs} ms), unthrottled and with 4× CPU throttling`,
  async run({ env, runs }: BenchContext) {
    const lists = await loadBenchLists(env.emulatorUrl);
    const browser = await launchChromium();
    const navigationRows: string[][] = [];
    const keystrokeRows: string[][] = [];
    const perKeyRows: string[][] = [];
    // A list that never shows what it should (a lost keystroke, say) is reported, and the rest measured.
    const failures: string[] = [];
    const failed = (what: string, measurement: Measurement, error: unknown) => {
      failures.push(
        `${measurement.list.name}, ${cpuLabel(measurement.rate)}, ${what}: ${error instanceof Error ? error.message : String(error)}`,
      );
      return [measurement.list.name, cpuLabel(measurement.rate), `FAILED (note ${failures.length})`];
    };
    try {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      const cdp = await page.context().newCDPSession(page);
      await signIn(page, env.appUrl);
      for (const rate of CPU_RATES) {
        for (const list of lists) {
          const measurement: Measurement = { page, cdp, appUrl: env.appUrl, rate, list, runs };
          navigationRows.push(
            await navigationRow(measurement).catch((error: unknown) => failed('navigation', measurement, error)),
          );
          const typed = await typingRows(measurement).catch((error: unknown) => {
            const row = failed('typing', measurement, error);
            return { summary: row, perKey: row };
          });
          keystrokeRows.push(typed.summary);
          perKeyRows.push(typed.perKey);
        }
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      }
    } finally {
      await browser.close();
    }

    printTable(
      `Cold navigation → list painted (start: a document load of ${START_PATH.replace(BENCH_TEAM, '…')}, then a client-side navigation; medians of ${runs} runs after one warm-up)`,
      [
        'list',
        'CPU',
        'total',
        'waiting for data',
        'list request',
        'render after data',
        'render, each run',
        `target: render ≤ ${TARGETS.renderMs} ms`,
      ],
      navigationRows,
    );
    console.log(
      '“Painted”: the first frame after the first data row and the count were in the DOM. Waiting for data: navigation start → the list response’s last byte\n' +
        '(route code from the HTTP cache, requests before it, the request itself); render after data: that last byte → painted (JSON parse, rows, React, layout, paint).',
    );
    printTable(
      `Keystroke → filtered list painted (typed one key at a time, the first ${BEFORE_TYPING_MS} ms after the list appeared, each next one ${TYPING_GAP_MS} ms after the frame; ${runs} runs)`,
      [
        'list',
        'CPU',
        'typed',
        'median',
        'slowest key (median)',
        'worst key press',
        'Event Timing, slowest key',
        `target: every key ≤ ${TARGETS.keystrokeMs} ms`,
      ],
      keystrokeRows,
    );
    console.log(
      'From the keydown event’s timestamp to the first frame after the count and first row showed that search. Event Timing: the longest keyboard/input event (≥ 16 ms reported).',
    );
    printTable('Per keystroke: the search → rows it shows: median ms', ['list', 'CPU', 'keys'], perKeyRows);
    failures.forEach((failure, index) => console.log(`\nNote ${index + 1}: ${failure}`));
  },
};
