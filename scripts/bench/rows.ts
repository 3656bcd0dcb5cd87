/**
 * `rows`: what a person on a slow phone waits for, page by page, until their data is on screen, for
 * this build and a baseline built from a git ref in the same run (`--baseline REF`). Each build is
 * served by its own nginx site (sites.ts); both proxy the bench's emulator with the large fixture.
 *
 * Each load is a document load in a fresh browser context (empty HTTP cache, no React Query cache)
 * with the session already in the tab, on a 412×823 mobile screen. The slow phone is applied through
 * the DevTools protocol (CPU throttling and network emulation, throttling.ts); an unthrottled pass
 * follows. The builds alternate load by load, so a machine that slows down in the middle slows both.
 * Before measuring, each page is loaded once unthrottled in each build (a warm-up, unmeasured): a page
 * whose data never shows (the baseline may not have the page) is reported as such and skipped.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, CDPSession } from '@playwright/test';
import { SESSION_STORAGE_KEY } from '../../src/api/session/session';
import type { BenchContext, BenchSection } from './context';
import { BENCH_TOKEN, launchChromium } from './env';
import { callProbe } from './listProbes';
import {
  comparisonRows,
  interactiveAt,
  lcpRows,
  summariseLoads,
  type BuildResult,
  type LoadFigures,
} from './rowFigures';
import { loadRowPages, type RowPage } from './rowPages';
import { ROW_PROBE, ROW_RESULT, rowProbeArgument, type RowProbeResult } from './rowProbes';
import {
  buildBaseline,
  cleanUpOnInterrupt,
  currentCommit,
  startNginxSite,
  type BaselineCheckout,
  type Build,
  type Site,
} from './sites';
import { printTable, seconds } from './stats';
import {
  describeSlowPhone,
  networkConditionsParams,
  PHONE_SCALE_FACTOR,
  PHONE_VIEWPORT,
  SLOW_PHONE,
  type SlowPhone,
} from './throttling';
import { wireBytesBefore, type NetworkEvent } from './wireBytes';

const DEFAULT_BASELINE = 'e5b497e';
/** Time to interactive's quiet stretch: no long task for this long after the first row (Lighthouse's TTI uses 5 s). */
const QUIET_MS = 5000;
/** A page still busy this long after its first row is reported as never quiet. */
const INTERACTIVE_CAP_MS = 60_000;
/** The warm-up load that checks a build has the page: unthrottled, so this is generous. */
const WARM_UP_TIMEOUT_MS = 30_000;

interface Pass {
  title: string;
  /** null: no throttling. */
  slowPhone: SlowPhone | null;
  /** How long a load may take to show its data before it counts as failed. */
  rowTimeoutMs: number;
}

const PASSES: readonly Pass[] = [
  { title: `Slow phone: ${describeSlowPhone(SLOW_PHONE)}`, slowPhone: SLOW_PHONE, rowTimeoutMs: 120_000 },
  { title: 'Unthrottled', slowPhone: null, rowTimeoutMs: 30_000 },
];

/** The API's path prefix in the build's config.json, where its answers are told from other bytes. */
function apiPrefixOf(dist: string): string {
  const config = JSON.parse(readFileSync(join(dist, 'config.json'), 'utf8')) as { apiBaseUrl?: unknown };
  const base = typeof config.apiBaseUrl === 'string' ? config.apiBaseUrl : '/api';
  return `${new URL(base, 'http://console.invalid').pathname.replace(/\/$/, '')}/`;
}

/** Every Network event the byte count reads, as it arrives. */
function recordNetwork(cdp: CDPSession): NetworkEvent[] {
  const events: NetworkEvent[] = [];
  cdp.on('Network.requestWillBeSent', (event) =>
    events.push({
      kind: 'request',
      requestId: event.requestId,
      url: event.request.url,
      resourceType: event.type,
      timestamp: event.timestamp,
    }),
  );
  cdp.on('Network.responseReceived', (event) =>
    events.push({
      kind: 'response',
      requestId: event.requestId,
      resourceType: event.type,
      headerBytes: event.response.encodedDataLength,
      timestamp: event.timestamp,
    }),
  );
  cdp.on('Network.dataReceived', (event) =>
    events.push({
      kind: 'data',
      requestId: event.requestId,
      encodedBytes: event.encodedDataLength,
      timestamp: event.timestamp,
    }),
  );
  cdp.on('Network.loadingFinished', (event) =>
    events.push({
      kind: 'finished',
      requestId: event.requestId,
      encodedBytes: event.encodedDataLength,
      timestamp: event.timestamp,
    }),
  );
  return events;
}

/** A build's site, with the API prefix its config.json names. */
type MeasuredSite = Site & { apiPrefix: string };

interface LoadSettings {
  slowPhone: SlowPhone | null;
  rowTimeoutMs: number;
  /** 0 for the warm-up, which does not wait for the page to go quiet. */
  quietMs: number;
}

/** One document load of `page` from `site` in a fresh context: its figures, or an error saying what it showed instead. */
async function loadPage(
  browser: Browser,
  site: MeasuredSite,
  page: RowPage,
  settings: LoadSettings,
): Promise<LoadFigures> {
  const context = await browser.newContext({
    viewport: PHONE_VIEWPORT,
    deviceScaleFactor: PHONE_SCALE_FACTOR,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const argument = rowProbeArgument({
      origin: site.url,
      sessionKey: SESSION_STORAGE_KEY,
      token: BENCH_TOKEN,
      check: page.check,
      rowTimeoutMs: settings.rowTimeoutMs,
      quietMs: settings.quietMs,
      interactiveCapMs: INTERACTIVE_CAP_MS,
    });
    await context.addInitScript(callProbe(ROW_PROBE, argument));
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    const events = recordNetwork(cdp);
    await cdp.send('Network.enable');
    if (settings.slowPhone) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: settings.slowPhone.cpuSlowdown });
      await cdp.send('Network.emulateNetworkConditions', networkConditionsParams(settings.slowPhone.network));
    }
    await tab.goto(`${site.url}${page.path}`, { waitUntil: 'commit' });
    const result = await tab.evaluate<RowProbeResult>(ROW_RESULT);
    if (result.firstRowAt === null)
      throw new NoDataOnScreen(
        result.inPageOffScreen
          ? `its data was in the page but not on screen after ${seconds(settings.rowTimeoutMs)} (off screen, too narrow or covered)`
          : `its data was not in the page after ${seconds(settings.rowTimeoutMs)}; it showed “${result.shownInstead ?? ''}”`,
        result.inPageOffScreen ? 'data never on screen' : 'data never in the page',
      );
    // Network events carry the protocol's clock, the page its own from the navigation's start: the
    // navigation's start on the protocol's clock joins the two.
    await cdp.send('Performance.enable');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const navigationStart = metrics.find((metric) => metric.name === 'NavigationStart')?.value;
    if (navigationStart === undefined) throw new Error('Performance.getMetrics gave no NavigationStart');
    const bytes = wireBytesBefore(events, navigationStart + result.firstRowAt / 1000, site.apiPrefix);
    return {
      firstPaint: result.firstPaint ?? Number.NaN,
      firstRow: result.firstRowAt,
      interactive: interactiveAt(result.firstRowAt, result.longTasks, settings.quietMs, result.observedUntil),
      jsBytes: bytes.js,
      apiBytes: bytes.api,
      lcp: result.lcp,
    };
  } finally {
    await context.close();
  }
}

/** A load whose data did not appear; `reason` is what the table says for a build it happens to in the warm-up. */
class NoDataOnScreen extends Error {
  constructor(
    message: string,
    readonly reason: string,
  ) {
    super(message);
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Starts both builds' sites, stopping whichever started when the other fails. */
async function startSites(builds: readonly Build[], apiUpstream: string): Promise<MeasuredSite[]> {
  const started = await Promise.allSettled(builds.map((build) => startNginxSite(build, apiUpstream)));
  const sites = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(sites.map((site) => site.stop()));
    throw failed.reason;
  }
  return sites.map((site) => ({ ...site, apiPrefix: apiPrefixOf(site.build.dist) }));
}

async function measure(
  browser: Browser,
  sites: readonly MeasuredSite[],
  pages: readonly RowPage[],
  runs: number,
): Promise<void> {
  const [current, baseline] = sites;
  if (!current || !baseline) throw new Error('rows compares two builds');
  const notes: string[] = [];

  // The warm-up: each page once in each build, unthrottled; a page a build does not show is left out.
  const missing = new Map<string, string>();
  const key = (site: Site, page: RowPage) => `${site.build.label}\n${page.path}`;
  for (const page of pages) {
    for (const site of sites) {
      await loadPage(browser, site, page, { slowPhone: null, rowTimeoutMs: WARM_UP_TIMEOUT_MS, quietMs: 0 }).catch(
        (error: unknown) => {
          missing.set(
            key(site, page),
            `${error instanceof NoDataOnScreen ? error.reason : 'warm-up failed'}: not measured`,
          );
          notes.push(`${page.name}, ${site.build.label}, warm-up load: ${messageOf(error)}`);
        },
      );
    }
  }

  for (const pass of PASSES) {
    const rows: string[][] = [];
    const lcps: string[][] = [];
    for (const page of pages) {
      const startedAt = Date.now();
      const loads = new Map<MeasuredSite, LoadFigures[]>(sites.map((site) => [site, []]));
      for (let run = 0; run < runs; run++) {
        for (const site of sites) {
          if (missing.has(key(site, page))) continue;
          try {
            loads.get(site)?.push(
              await loadPage(browser, site, page, {
                slowPhone: pass.slowPhone,
                rowTimeoutMs: pass.rowTimeoutMs,
                quietMs: QUIET_MS,
              }),
            );
          } catch (error) {
            notes.push(`${pass.title} · ${page.name} · ${site.build.label}, load ${run + 1}: ${messageOf(error)}`);
          }
        }
      }
      const resultOf = (site: MeasuredSite): BuildResult => {
        const reason = missing.get(key(site, page));
        if (reason !== undefined) return { missing: reason };
        const measured = loads.get(site) ?? [];
        return measured.length > 0 ? { summary: summariseLoads(measured) } : { missing: 'every load failed (notes)' };
      };
      const results = { current: resultOf(current), baseline: resultOf(baseline) };
      const labels = { current: current.build.label, baseline: baseline.build.label };
      rows.push(...comparisonRows(page.name, results, labels));
      lcps.push(...lcpRows(page.name, results, labels));
      console.log(`  ${pass.title.split(':')[0]}, ${page.name}: measured in ${seconds(Date.now() - startedAt)}`);
    }
    printTable(
      `${pass.title}. Medians of ${runs} loads per build, times from the navigation's start`,
      [
        'page, build',
        'first paint',
        'first row',
        'interactive',
        'JS before row',
        'API before row',
        'first row, each load (ms)',
      ],
      rows,
    );
    printTable(
      `${pass.title}. The largest contentful paint of each load: its element, and whether it is the page's data`,
      ['page, build', 'LCP element (loads)'],
      lcps,
    );
  }

  console.log(
    [
      '',
      'First paint: Paint Timing’s first-paint. First row: just after the first frame that showed, inside the',
      'viewport and not covered, text only the API’s answer holds:',
      ...pages.map((page) => `  ${page.name}: ${page.firstData}.`),
      `Interactive: from the first row, the end of the last long task (≥ 50 ms) before ${seconds(QUIET_MS)} without`,
      `one (requests may still be in flight); “never quiet”: still busy ${seconds(INTERACTIVE_CAP_MS)} after the row.`,
      'Bytes before the row: encodedDataLength (headers and body as sent) of the scripts and of the API answers',
      'that had arrived by then, a response still arriving by its chunks so far, a compressed one by its whole size (DevTools protocol Network events).',
    ].join('\n'),
  );
  notes.forEach((note, index) => console.log(`Note ${index + 1}: ${note}`));
}

export const rowsSection: BenchSection = {
  name: 'rows',
  description:
    'time until the data is on screen, on a slow phone and unthrottled: VPC, SSH key and VM lists, a VM, the deploy form; this build against a baseline (--baseline REF), each behind its own nginx site',
  async run({ env, runs, baselineRef }: BenchContext) {
    const ref = baselineRef ?? DEFAULT_BASELINE;
    const builtAt = Date.now();
    const baseline: BaselineCheckout = buildBaseline(ref);
    const forgetBaseline = cleanUpOnInterrupt(() => baseline.remove());
    try {
      console.log(
        `Baseline ${ref} (${baseline.commit}): worktree, ${baseline.installedWith} and npm run build in ${seconds(Date.now() - builtAt)}`,
      );
      const builds: Build[] = [
        { label: `current ${currentCommit()}`, checkout: process.cwd(), dist: env.outDir },
        { label: `baseline ${baseline.commit}`, checkout: baseline.checkout, dist: baseline.dist },
      ];
      const sites = await startSites(builds, env.emulatorUrl);
      const stopSites = () => Promise.all(sites.map((site) => site.stop())).then(() => undefined);
      const forgetSites = cleanUpOnInterrupt(stopSites);
      try {
        for (const site of sites) console.log(`${site.build.label}: ${site.url}, nginx of ${site.build.checkout}`);
        const pages = await loadRowPages(env.emulatorUrl);
        const browser = await launchChromium();
        try {
          await measure(browser, sites, pages, runs);
        } finally {
          await browser.close();
        }
      } finally {
        await stopSites();
        forgetSites();
      }
    } finally {
      baseline.remove();
      forgetBaseline();
    }
  },
};
