// `npm run bench:profile -- <path>`: where a page load's long tasks go, to find the cause of a missed
// target. Builds the console without minifying (function names stay readable) into
// .e2e-build-profile, serves it as the bench does (large fixture), signs in, empties the HTTP cache,
// and records a V8 CPU profile of a document load of <path> (e.g. /teams/<bench team>/vpcs; `:team`
// stands for the bench team) with the CPU slowed down (`--cpu`, default 4, as Lighthouse's mobile
// simulation assumes). Prints every busy stretch of at least `--min` ms (default 50: a long task) with
// its top functions and the app's components inside it, and writes the profile next to the build for
// the DevTools Performance panel. Not minified code runs somewhat slower: compare stretches, not totals.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { CDPSession } from '@playwright/test';
import { busyStretches, type CpuProfile } from './cpuTasks';
import { BENCH_TEAM, buildForBench, launchChromium, signIn, startBenchEnvironment } from './env';

const OUT_DIR = '.e2e-build-profile';
/** After the page's network has gone quiet: the work a list does once it is shown (search preparation…). */
const SETTLE_MS = 2000;

async function recordLoad(cdp: CDPSession, load: () => Promise<void>): Promise<CpuProfile> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await load();
  const { profile } = await cdp.send('Profiler.stop');
  return profile as CpuProfile;
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      cpu: { type: 'string', default: '4' },
      min: { type: 'string', default: '50' },
      'no-build': { type: 'boolean' },
    },
  });
  const path = (positionals[0] ?? '/teams/:team/vpcs').replace(':team', BENCH_TEAM);
  const rate = Number(values.cpu);
  const minMs = Number(values.min);
  if (!values['no-build']) buildForBench(OUT_DIR, { minify: false });
  const env = await startBenchEnvironment(OUT_DIR);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await signIn(page, env.appUrl);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const profile = await recordLoad(cdp, async () => {
      await page.goto(`${env.appUrl}${path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(SETTLE_MS);
    });
    const file = join(OUT_DIR, 'load.cpuprofile');
    writeFileSync(file, JSON.stringify(profile));

    const isAppCode = (url: string) => url.includes('/assets/') && !/\/assets\/vendor-/.test(url);
    const stretches = busyStretches(profile, minMs, isAppCode);
    console.log(
      `Document load of ${path}, CPU ${rate}× slower: busy stretches of ${minMs} ms or more (ms from the profile's start)`,
    );
    for (const stretch of stretches) {
      const list = (entries: Array<[string, number]>) =>
        entries.map(([name, time]) => `${name} ${Math.round(time)}`).join(', ') || '—';
      console.log(`\n${Math.round(stretch.startMs)} ms: ${Math.round(stretch.durationMs)} ms`);
      console.log(`  top of stack: ${list(stretch.self)}`);
      console.log(`  components:   ${list(stretch.components)}`);
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
