// `npm run bench:profile -- <path>`: where a page load's long tasks go, to find the cause of a missed
// target. Builds the console without minifying (function names stay readable) into
// .e2e-build-profile, serves it as the bench does (large fixture), signs in, empties the HTTP cache,
// and records a trace and a V8 CPU profile of a document load of <path> (e.g. /teams/<bench team>/vpcs;
// `:team` stands for the bench team) with the CPU slowed down (`--cpu`, default 4, as Lighthouse's
// mobile simulation assumes). Prints every task of at least `--min` ms (default 50: a long task, what
// TBT counts) with what it ran, its top functions and the app's components inside it, and writes the
// profile next to the build for the DevTools Performance panel. Not minified code runs somewhat
// slower: compare tasks, not totals.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { CDPSession } from '@playwright/test';
import { longTasks, traceTasks, type CpuProfile, type TraceEvent } from './cpuTasks';
import { BENCH_TEAM, buildForBench, launchChromium, signIn, startBenchEnvironment } from './env';

const OUT_DIR = '.e2e-build-profile';
/** After the page's network has gone quiet: the work a list does once it is shown (search preparation…). */
const SETTLE_MS = 2000;

/** A trace of the load (its tasks) and a CPU profile (the functions inside them), recorded together. */
async function recordLoad(
  cdp: CDPSession,
  load: () => Promise<void>,
): Promise<{ profile: CpuProfile; events: TraceEvent[] }> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'] },
  });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await load();
  const { profile } = await cdp.send('Profiler.stop');
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.end');
  await complete;
  return { profile: profile as CpuProfile, events };
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      cpu: { type: 'string', default: '4' },
      min: { type: 'string', default: '50' },
      'no-build': { type: 'boolean' },
      desktop: { type: 'boolean' },
    },
  });
  const path = (positionals[0] ?? '/teams/:team/vpcs').replace(':team', BENCH_TEAM);
  const rate = Number(values.cpu);
  const minMs = Number(values.min);
  if (!values['no-build']) buildForBench(OUT_DIR, { minify: false });
  const env = await startBenchEnvironment(OUT_DIR);
  const browser = await launchChromium();
  try {
    // Lighthouse's mobile screen unless --desktop (a narrow screen draws no sidebar: other work).
    const page = await browser.newPage({
      viewport: values.desktop ? { width: 1350, height: 940 } : { width: 412, height: 823 },
    });
    await signIn(page, env.appUrl);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const { profile, events } = await recordLoad(cdp, async () => {
      await page.goto(`${env.appUrl}${path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(SETTLE_MS);
    });
    const file = join(OUT_DIR, 'load.cpuprofile');
    writeFileSync(file, JSON.stringify(profile));

    const isAppCode = (url: string) => url.includes('/assets/') && !/\/assets\/vendor-/.test(url);
    const tasks = longTasks(profile, traceTasks(events), minMs, isAppCode);
    const blocking = tasks.reduce((sum, task) => sum + Math.max(0, task.durationMs - 50), 0);
    console.log(
      `Document load of ${path}, CPU ${rate}× slower: tasks of ${minMs} ms or more (ms from the profile's start); their time past 50 ms sums to ${Math.round(blocking)} ms`,
    );
    const list = (entries: Array<[string, number]>) =>
      entries.map(([name, time]) => `${name} ${Math.round(time)}`).join(', ') || '—';
    for (const task of tasks) {
      console.log(`\n${Math.round(task.startMs)} ms: ${Math.round(task.durationMs)} ms`);
      console.log(`  ran:          ${list(task.parts)}`);
      console.log(`  top of stack: ${list(task.self)}`);
      console.log(`  components:   ${list(task.components)}`);
    }
    console.log(`\nThe profile: ${file} (DevTools › Performance › Load profile)`);
  } finally {
    await browser.close();
    await env.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
