// `npm test`: every check of the project in one command. The static checks, the unit tests and the
// build run side by side, as many at once as the machine has cores; the size budgets follow the
// build; the e2e suite (its own workers, two a core) starts once they are all done, so it never
// competes with them for the CPU. Each step's output is printed whole when it ends (the e2e's as
// it goes), then a table of every step's time. TEST_TIMINGS_FILE, when set, gets that table too
// (.ci/run prints it at the end of the log). Exit 1 if any step failed.
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import process from 'node:process';

/** `after`: steps that must have passed first; `alone`: runs when nothing else does, output live. */
// Longest first, so the short ones fill the gaps.
const STEPS = [
  { name: 'components', script: 'test:unit', args: ['--project', 'components'] },
  { name: 'lint', script: 'lint' },
  { name: 'unit', script: 'test:unit', args: ['--project', 'unit'] },
  { name: 'build', script: 'build' },
  { name: 'typecheck', script: 'typecheck' },
  { name: 'unused', script: 'check:unused' },
  { name: 'format', script: 'format:check' },
  { name: 'contract', script: 'check:contract' },
  { name: 'budgets', script: 'check:budgets', after: ['build'] },
  { name: 'e2e', script: 'test:e2e', after: ['build'], alone: true, env: { E2E_SKIP_BUILD: '1' } },
];

const slots = availableParallelism();
const started = Date.now();
const results = new Map(); // name → { ok, seconds }
const running = new Set();

function run(step) {
  return new Promise((resolve) => {
    const begin = Date.now();
    const scriptAndArgs = [step.script, ...(step.args ? ['--', ...step.args] : [])];
    const child = spawn('npm', ['run', '--silent', ...scriptAndArgs], {
      env: { ...process.env, ...step.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
      stdio: step.alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = (Date.now() - begin) / 1000;
      const ok = code === 0;
      console.log(
        `\n── ${step.name} (npm run ${scriptAndArgs.join(' ')}): ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s`,
      );
      if (output) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
      resolve({ ok, seconds });
    });
  });
}

function ready(step) {
  if (results.has(step.name) || running.has(step.name)) return false;
  if ((step.after ?? []).some((name) => !results.get(name)?.ok)) return false;
  if (step.alone) return running.size === 0 && STEPS.every((other) => other === step || settled(other));
  return running.size < slots && ![...running].some((name) => STEPS.find((s) => s.name === name)?.alone);
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
