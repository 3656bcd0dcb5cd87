// `npm test`: every check of the project in one command, in three rounds that each keep the
// machine's cores busy without crowding them: the unit tests (Vitest runs a worker a core), then
// the static checks and the build side by side (as many at once as there are cores; the size
// budgets once the build is done), then the e2e suite (its own workers, one a core) on the build.
// A failure does not stop the later rounds, except that the e2e suite needs the build. Each step's
// output is printed whole when it ends (the e2e's as it goes), then a table of every step's time.
// TEST_TIMINGS_FILE, when set, gets that table too (.ci/run prints it at the end of its log).
// Exit 1 if any step failed.
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import process from 'node:process';

/** `round`: when it may start; `after`: steps of its round that must have passed first; `live`: output as it goes. */
const STEPS = [
  { name: 'unit', script: 'test:unit', round: 1 },
  // Longest first, so the short ones fill the gaps.
  { name: 'lint', script: 'lint', round: 2 },
  { name: 'build', script: 'build', round: 2 },
  { name: 'typecheck', script: 'typecheck', round: 2 },
  { name: 'format', script: 'format:check', round: 2 },
  { name: 'contract', script: 'check:contract', round: 2 },
  { name: 'budgets', script: 'check:budgets', round: 2, after: ['build'] },
  { name: 'e2e', script: 'test:e2e', round: 3, after: ['build'], live: true, env: { E2E_SKIP_BUILD: '1' } },
];

const slots = availableParallelism();
const started = Date.now();
const results = new Map(); // name → { ok, seconds }
const running = new Set();

function run(step) {
  return new Promise((resolve) => {
    const begin = Date.now();
    const child = spawn('npm', ['run', '--silent', step.script], {
      env: { ...process.env, ...step.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
      stdio: step.live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = (Date.now() - begin) / 1000;
      const ok = code === 0;
      console.log(`\n── ${step.name} (npm run ${step.script}): ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s`);
      if (output) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
      resolve({ ok, seconds });
    });
  });
}

/** The round under way: the first with a step neither done nor blocked by a failure. */
function currentRound() {
  return Math.min(...STEPS.filter((step) => !settled(step)).map((step) => step.round));
}

function ready(step) {
  if (settled(step) || running.has(step.name) || step.round !== currentRound()) return false;
  if ((step.after ?? []).some((name) => !results.has(name))) return false;
  return running.size < slots;
}

/** Done, or never to run because a step it needs failed. */
function settled(step) {
  return results.has(step.name) || (step.after ?? []).some((name) => results.get(name)?.ok === false);
}

await new Promise((finish) => {
  const schedule = () => {
    for (const step of STEPS) {
      if (!ready(step)) continue;
      running.add(step.name);
      console.log(`── ${step.name}: started`);
      void run(step).then((result) => {
        running.delete(step.name);
        results.set(step.name, result);
        schedule();
      });
    }
    if (running.size === 0) finish();
  };
  schedule();
});

const rows = STEPS.map((step) => {
  const result = results.get(step.name);
  const status = result === undefined ? 'not run' : result.ok ? 'passed' : 'FAILED';
  const time = result === undefined ? '' : `${result.seconds.toFixed(0)} s`;
  return `  ${step.name.padEnd(10)} ${status.padEnd(8)} ${time.padStart(6)}`;
});
const total = `  ${'npm test'.padEnd(10)} ${''.padEnd(8)} ${`${((Date.now() - started) / 1000).toFixed(0)} s`.padStart(6)}`;
const table = ['Step times:', ...rows, total].join('\n');
console.log(`\n${table}`);
if (process.env.TEST_TIMINGS_FILE) appendFileSync(process.env.TEST_TIMINGS_FILE, `${table}\n`);

process.exit(STEPS.every((step) => results.get(step.name)?.ok) ? 0 : 1);
