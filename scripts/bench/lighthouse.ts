/**
 * Lighthouse (npm `lighthouse` 12, driven through puppeteer-core with the system Chromium): the
 * performance category only, mobile (Lighthouse's default config) and desktop (its desktop config),
 * with Lighthouse's default simulated throttling. Each page × form factor runs
 * `BENCH_LIGHTHOUSE_RUNS` times (default 3), each in a freshly launched browser, and the medians are
 * printed. Reports stay in memory: nothing is written to disk.
 *
 * The pages:
 * - Sign-in: a signed-out visit to `/`, the address a user opens. The app sends it to `/sign-in`
 *   on the client (same document, no extra request), so this is the sign-in page's first load;
 *   Lighthouse resets storage and cache first, as for any cold visit.
 * - SSH keys list (`/teams/<bench team>/ssh-keys`, 10,003 keys): signed in with a pre-seeded tab
 *   session. In the very tab Lighthouse will use, the bench signs in through the form, leaving "Don’t
 *   remember me in this tab" unticked (so the token sits in this tab's sessionStorage, as after a
 *   user's own sign-in), then empties the HTTP cache over CDP (`Network.clearBrowserCache`), and runs Lighthouse
 *   on that tab with `disableStorageReset: true`: the load is as cold as the sign-in page's, but the
 *   session survives. A run whose report does not show the list (final URL, the /api/ssh_keys request)
 *   fails the section rather than measuring the sign-in page by mistake.
 * - VPCs list (`/teams/<bench team>/vpcs`, a few VPCs): signed in the same way; a list of ordinary size.
 * - Deploy VM page (`/teams/<bench team>/vms/new`): signed in the same way; the one form that reads the
 *   catalogue and several of the team's lists before it can be filled.
 *
 * Under the table, what each median LCP is made of: Lighthouse's own LCP model run again on that
 * run's trace, its requests grouped by phase (`lcpPath.ts`).
 *
 * The SSH keys list's LCP can jump between runs (2.7 s or 13 s on mobile): Lighthouse simulates from the real
 * load's graph, and when the 2 MB key list happens to arrive over loopback before the page paints its
 * heading, the simulation counts that answer's throttled download into LCP. The LCP of every run is
 * printed and such runs are named under the table.
 */
import { readFileSync } from 'node:fs';
import lighthouse, { type Config, type Flags, type Result, type RunnerResult } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import type { BenchContext, BenchSection } from './context';
import { firstRoute, type Manifest } from '../budgets/manifest';
import { BENCH_TEAM, BENCH_TOKEN, CHROMIUM, CHROMIUM_ARGS } from './env';
import { describeLcpPath, lcpPath, type LcpPath, type SimulatedRequest, type SimulatedTask } from './lcpPath';
import {
  checkTargets,
  figuresFromReport,
  largeResponsesBeforeLcp,
  LighthouseRunError,
  medianFigures,
  targetSummary,
  throttlingDescription,
  type FormFactor,
  type LighthouseFigures,
} from './lighthouseReport';
import { kib, ms, printTable, seconds } from './stats';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const LIST_PATH = `/teams/${BENCH_TEAM}/ssh-keys`;
/** Where a sign-in lands: the first team's default area, the virtual machines list (DEFAULT_AREA). */
const LANDING_PATH = `/teams/${BENCH_TEAM}/vms`;

interface MeasuredPage {
  label: string;
  path: string;
  signedIn: boolean;
  /** Throws when the report is not of this page (e.g. the session did not survive). */
  verify(figures: LighthouseFigures): void;
}

/** A signed-in page, checked to be that page (the session survived and its first API read was made). */
function signedInPage(label: string, path: string, apiPath: string): MeasuredPage {
  return {
    label,
    path,
    signedIn: true,
    verify(figures) {
      const finalPath = new URL(figures.finalUrl).pathname;
      if (finalPath !== path)
        throw new Error(
          `The signed-in run ended on ${finalPath}, not ${path}: the session did not survive into the Lighthouse run.`,
        );
      if (!figures.requests.some((request) => new URL(request.url).pathname === apiPath)) {
        throw new Error(`The signed-in run never requested ${apiPath}: Lighthouse did not measure the list.`);
      }
    },
  };
}

const PAGES: MeasuredPage[] = [
  {
    label: 'sign-in (/)',
    path: '/',
    signedIn: false,
    verify(figures) {
      if (new URL(figures.finalUrl).pathname !== '/sign-in')
        throw new Error(`The signed-out visit to / ended on ${figures.finalUrl}, not /sign-in.`);
    },
  },
  signedInPage('SSH keys list (10,003)', LIST_PATH, '/api/ssh_keys'),
  // A list of ordinary size beside the 2 MB one: what most signed-in loads look like. (Not the firewall
  // groups: their list answer carries every rule, so the 10,000-rule group makes it 1.5 MB too.)
  signedInPage('VPCs list (a few)', `/teams/${BENCH_TEAM}/vpcs`, '/api/network/vpcs'),
  // The page a sign-in lands on; the bench fixture holds 500 VMs.
  signedInPage('VM list (500)', LANDING_PATH, '/api/vm'),
  // A form rather than a list: the deploy page reads the catalogue, keys, scripts and networks to fill it.
  signedInPage('Deploy VM page', `/teams/${BENCH_TEAM}/vms/new`, '/api/instance_types'),
];

const CONFIGS: Record<FormFactor, Config | undefined> = {
  mobile: undefined, // Lighthouse's default config is the mobile one.
  desktop: desktopConfig,
};

async function launchBrowser(): Promise<Browser> {
  // defaultViewport null: Lighthouse sets the screen emulation itself.
  return puppeteer.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true, defaultViewport: null });
}

/** Signs in through the form (which keeps the token in this tab's sessionStorage by default), and waits for the page it lands on. */
async function signInKeepingTab(page: Page, appUrl: string): Promise<void> {
  await page.goto(`${appUrl}/`);
  await page.locator('::-p-aria(API token)').fill(BENCH_TOKEN);
  await page.locator('::-p-aria([name="Sign in"][role="button"])').click();
  await page.waitForFunction((path) => window.location.pathname === path, {}, LANDING_PATH);
  await page.locator('::-p-aria([role="table"])').wait();
}

/** The paths of the first route's JavaScript and CSS in the build served from `outDir`. */
function firstRouteFiles(outDir: string): Set<string> {
  const manifest = JSON.parse(readFileSync(`${outDir}/.vite/manifest.json`, 'utf8')) as Manifest;
  const { js, css } = firstRoute(manifest);
  return new Set([...js, ...css].map((file) => `/${file}`));
}

/**
 * The simulated load behind the reported LCP, by phase: Lighthouse's own LCP model run again on the
 * run's trace and network log (the pessimistic half of its estimate, which counts every request and
 * layout before the paint).
 */
async function simulatedLcpPath(
  result: RunnerResult,
  documentPath: string,
  firstRoute: ReadonlySet<string>,
): Promise<LcpPath> {
  const { artifacts, lhr } = result;
  const metric = await LanternLargestContentfulPaint.request(
    {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings: lhr.configSettings,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
      simulator: null,
    },
    { computedCache: new Map() },
  );
  const requests: SimulatedRequest[] = [];
  const tasks: SimulatedTask[] = [];
  for (const [node, timing] of metric.pessimisticEstimate.nodeTimings) {
    if (node.type === 'network') {
      requests.push({
        path: new URL(node.request.url).pathname,
        startMs: timing.startTime,
        endMs: timing.endTime,
        transferBytes: node.request.transferSize,
      });
    } else {
      tasks.push({ startMs: timing.startTime, endMs: timing.endTime });
    }
  }
  return lcpPath(documentPath, firstRoute, requests, tasks);
}

async function lighthouseRun(
  appUrl: string,
  measured: MeasuredPage,
  formFactor: FormFactor,
  firstRoute: ReadonlySet<string>,
): Promise<{ figures: LighthouseFigures; lhr: Result; lcpPath: LcpPath }> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    if (measured.signedIn) {
      await signInKeepingTab(page, appUrl);
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
    }
    const flags: Flags = { onlyCategories: ['performance'], logLevel: 'error', disableStorageReset: measured.signedIn };
    const result = await lighthouse(`${appUrl}${measured.path}`, flags, CONFIGS[formFactor], page);
    if (!result) throw new Error('Lighthouse returned no result.');
    const figures = figuresFromReport(result.lhr);
    measured.verify(figures);
    return { figures, lhr: result.lhr, lcpPath: await simulatedLcpPath(result, measured.path, firstRoute) };
  } finally {
    await browser.close();
  }
}

/** An answer this large takes seconds at the throttled speeds; one in the LCP graph dominates LCP. */
const LARGE_RESPONSE_BYTES = 256 * 1024;

/** Says which runs' LCP includes the download of a large answer that arrived before the paint. */
function largeResponseNotes(label: string, formFactor: FormFactor, runs: readonly LighthouseFigures[]): string[] {
  return runs.flatMap((run, index) =>
    largeResponsesBeforeLcp(run, LARGE_RESPONSE_BYTES).map(
      (request) =>
        `${label}, ${formFactor}, run ${index + 1}: ${new URL(request.url).pathname} (${kib(request.transferBytes)}) had arrived before the LCP element painted (${ms(request.endMs)} vs ${ms(run.observedLcpMs)} unthrottled), so the simulated LCP (${seconds(run.lcpMs)}) includes its throttled download.`,
    ),
  );
}

/**
 * Lighthouse fails a run now and then on a loaded machine (NO_NAVSTART, a lost trace) and asks for
 * another: up to two more tries, each said in the output. Anything else, such as a report that does not
 * show the page it should, fails the section at once.
 */
async function runWithRetry<T>(
  attempt: () => Promise<T>,
  onRetry: (error: LighthouseRunError) => void,
  retries = 2,
): Promise<T> {
  for (let tried = 0; ; tried++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || tried >= retries) throw error;
      onRetry(error);
    }
  }
}

export const lighthouseSection: BenchSection = {
  name: 'lighthouse',
  description: `Lighthouse performance, mobile and desktop, sign-in and signed-in pages (median of ${RUNS}; targets: mobile ≥ 95, desktop 100, mobile LCP ≤ 2.0 s, TBT ≤ 50 ms, CLS ≤ 0.02)`,
  async run({ env }: BenchContext) {
    const rows: string[][] = [];
    const notes: string[] = [];
    const lcpPaths: string[] = [];
    const firstRoute = firstRouteFiles(env.outDir);
    const throttling = new Map<FormFactor, string>();
    let benchmarkIndex: number[] = [];
    for (const measured of PAGES) {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const runs: LighthouseFigures[] = [];
        const paths: LcpPath[] = [];
        for (let run = 0; run < RUNS; run++) {
          const { figures, lhr, lcpPath } = await runWithRetry(
            async () => {
              await env.reset();
              return lighthouseRun(env.appUrl, measured, formFactor, firstRoute);
            },
            (error) => notes.push(`${measured.label}, ${formFactor}, run ${run + 1}: ${error.message} Ran it again.`),
          );
          runs.push(figures);
          paths.push(lcpPath);
          throttling.set(formFactor, throttlingDescription(lhr));
          benchmarkIndex = [...benchmarkIndex, lhr.environment.benchmarkIndex];
        }
        const summary = medianFigures(runs);
        // The run nearest the median LCP (the median itself with an odd number of runs).
        const distance = (run: LighthouseFigures) => Math.abs(run.lcpMs - summary.lcpMs);
        const medianRun = runs.reduce(
          (nearest, run, index) => (distance(run) < distance(runs[nearest]!) ? index : nearest),
          0,
        );
        const medianPath = paths[medianRun];
        if (medianPath)
          lcpPaths.push(
            `${measured.label}, ${formFactor}, run ${medianRun + 1} (LCP ${seconds(summary.lcpMs)}): ${describeLcpPath(medianPath)}`,
          );
        notes.push(...largeResponseNotes(measured.label, formFactor, runs));
        rows.push([
          measured.label,
          formFactor,
          String(summary.score),
          summary.scores.join(' '),
          seconds(summary.lcpMs),
          summary.lcpsMs.map((lcp) => (lcp / 1000).toFixed(1)).join(' '),
          ms(summary.tbtMs),
          summary.cls.toFixed(3),
          seconds(summary.fcpMs),
          seconds(summary.speedIndexMs),
          summary.lcpElement ?? '—',
          targetSummary(checkTargets(formFactor, summary)),
        ]);
      }
    }
    printTable(
      `Lighthouse ${RUNS} runs each, medians (fresh browser per run)`,
      ['page', 'form', 'score', 'runs', 'LCP', 'runs (s)', 'TBT', 'CLS', 'FCP', 'SI', 'LCP element', 'target'],
      rows,
    );
    for (const note of notes) console.log(note);
    console.log(
      "\nWhat each median LCP is made of, in Lighthouse's simulation: the requests that ended before the LCP paint, by phase, with when the last of each ended (simulated time), and the slowed-down main-thread work among them.",
    );
    for (const line of lcpPaths) console.log(line);
    console.log('');
    for (const [formFactor, description] of throttling) console.log(`${formFactor} throttling: ${description}`);
    console.log(
      `Lighthouse CPU benchmark index of this machine: ${Math.min(...benchmarkIndex)}–${Math.max(...benchmarkIndex)} (simulated timings scale with it).`,
    );
  },
};
