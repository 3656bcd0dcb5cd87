// `npx tsx scripts/bench/palette.ts`: how long the command palette takes to rank the large fixture's
// lists. Printed, not asserted. The
// lists are the emulator's own answers for the bench team (10,003 SSH keys, 505 VMs, 2,003 reserved
// IPs), turned into entries by the palette's sources and ranked by rank.ts, as in the browser.
import { performance } from 'node:perf_hooks';
import { cpus, loadavg } from 'node:os';
import { commandEntries } from '../../src/app/palette/commands';
import type { PaletteEntry } from '../../src/app/palette/entries';
import { rankEntries } from '../../src/app/palette/rank';
import { PALETTE_SOURCES } from '../../src/app/palette/sources';
import { createEmulator } from '../../src/emulator/core';
import { LARGE_IDS, largeFixture } from '../../src/emulator/fixtures/largeFixture';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const SHOWN = 50;
const QUERIES = [
  'key 04242', // one key by its whole name
  'key 0', // a prefix thousands of keys share
  'laptop', // a word inside 2,500 names
  'bastn', // letters in order only (fuzzy)
  '00000000-0000-4000-9000-000300000fff', // an id
  'no such thing', // nothing matches: every entry is tried
];

const emulator = createEmulator({ fixture: largeFixture() });

function read(path: string, pick: (body: Record<string, unknown>) => unknown): unknown {
  const response = emulator.handle({
    method: 'GET',
    path,
    query: new URLSearchParams({ team_id: LARGE_IDS.team }),
    headers: { authorization: `Bearer ${emulator.demoToken}` },
    body: null,
  });
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
  return pick(response.body as Record<string, unknown>);
}

const source = (name: string) => {
  const found = PALETTE_SOURCES.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no palette source ${name}`);
  return found;
};

function timed<T>(run: () => T): { value: T; ms: number } {
  const start = performance.now();
  const value = run();
  return { value, ms: performance.now() - start };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const ms = (value: number) => `${value.toFixed(2)} ms`;

function bench(title: string, entries: readonly PaletteEntry[]): void {
  console.log(`\n${title}: ${entries.length} entries, best ${SHOWN} shown, median of ${RUNS} runs after the first`);
  for (const query of QUERIES) {
    // The first ranking of an entry folds its text (cached per entry after): the first keystroke's cost.
    const fresh = entries.map((entry) => ({ ...entry }));
    const first = timed(() => rankEntries(fresh, query, SHOWN));
    const runs = Array.from({ length: RUNS }, () => timed(() => rankEntries(fresh, query, SHOWN)).ms);
    console.log(
      `  ${JSON.stringify(query).padEnd(42)} ${String(first.value.total).padStart(6)} matches  first ${ms(first.ms).padStart(10)}  then ${ms(median(runs)).padStart(9)} (max ${ms(Math.max(...runs))})`,
    );
  }
}

const keysAnswer = read('/ssh_keys', (body) => body.ssh_keys);
const keys = timed(() => source('SSH keys').entries(keysAnswer, LARGE_IDS.team));
console.log(
  `palette search, ${new Date().toISOString()}, Node ${process.version}, ${cpus().length} cores, load ${loadavg()[0]?.toFixed(2)}`,
);
console.log(`SSH key entries made from the list in ${ms(keys.ms)}`);
const commands = commandEntries(LARGE_IDS.team);
bench('SSH keys (10,003) and the commands', [...commands, ...keys.value]);

const everything = [
  ...commands,
  ...source('Virtual machines').entries(
    read('/vm', (body) => body),
    LARGE_IDS.team,
  ),
  ...source('Reserved IPs').entries(
    read('/network/reserved_ips', (body) => body.reserved_ips),
    LARGE_IDS.team,
  ),
  ...keys.value,
];
bench('Every large list (keys, VMs, reserved IPs) and the commands', everything);
