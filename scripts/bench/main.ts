// `npm run bench`: the figures of docs/performance.md, printed, not asserted. Builds the console into
// .e2e-build-bench, serves it with `vite preview` (the deployment's headers, /api proxied to an
// emulator holding the large fixture: 10,000 firewall rules in one group, 10,000 SSH keys, 2,000
// reserved IPs, 500 VMs) and drives Debian's Chromium. Everything listens on 127.0.0.1 and is
// stopped at the end. `--only a,b` runs some sections; BENCH_RUNS sets the runs per figure. `rows`
// also builds a baseline (`--baseline REF`) and serves both builds through their own nginx sites.
import { cpus, loadavg, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import type { BenchContext, BenchSection } from './context';
import { buildForBench, startBenchEnvironment } from './env';
import { bundleSection } from './bundle';
import { consoleSection } from './console';
import { heapSection } from './heap';
import { listsSection } from './lists';
import { lighthouseSection } from './lighthouse';
import { requestsSection } from './requests';
import { rowsSection } from './rows';

const SECTIONS: BenchSection[] = [
  bundleSection,
  requestsSection,
  consoleSection,
  heapSection,
  lighthouseSection,
  listsSection,
  rowsSection,
];

function machineLine(): string {
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  return `load average ${load} (1/5/15 min) on ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { only: { type: 'string' }, 'no-build': { type: 'boolean' }, baseline: { type: 'string' } },
  });
  const wanted = values.only?.split(',').map((name) => name.trim());
  const unknown = wanted?.filter((name) => !SECTIONS.some((section) => section.name === name)) ?? [];
  if (unknown.length > 0)
    throw new Error(
      `Unknown section ${unknown.join(', ')}; sections: ${SECTIONS.map((section) => section.name).join(', ')}`,
    );
  const sections = SECTIONS.filter((section) => !wanted || wanted.includes(section.name));

  const runs = Number(process.env.BENCH_RUNS ?? 5);
  console.log(`npm run bench, ${new Date().toISOString()}`);
  console.log(`Machine at start: ${machineLine()}`);
  if (!values['no-build']) buildForBench();
  const env = await startBenchEnvironment();
  const context: BenchContext = { env, runs, baselineRef: values.baseline };
  try {
    for (const section of sections) {
      console.log(`\n== ${section.name}: ${section.description}`);
      await env.reset();
      await section.run(context);
    }
  } finally {
    await env.close();
  }
  console.log(`\nMachine at end: ${machineLine()}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
