// `npm run check:budgets` (part of `npm test`, after the build): the size budgets of budgets.ts (docs/performance.md), read from
// the build in dist/ (or the directory given). Exits 1 naming each chunk that broke one.
import { BUDGETS, evaluateBudgets, kib } from './budgets';
import { readBuild } from './buildFacts';

const outDir = process.argv[2] ?? 'dist';
const report = evaluateBudgets(readBuild(outDir));

const lazy = report.lines.filter((line) => line.what.startsWith('lazy route'));
const largestLazy = lazy
  .filter((line) => !line.what.endsWith('(console)'))
  .sort((a, b) => b.gzipBytes - a.gzipBytes)[0];
const consoleRoute = lazy.find((line) => line.what.endsWith('(console)'));
for (const shown of [report.lines[0], report.lines[1], largestLazy, consoleRoute]) {
  if (shown)
    console.log(
      `${shown.what.padEnd(52)} ${kib(shown.gzipBytes).padStart(10)} gzip  (budget ${kib(shown.budget)}, ${shown.files.length} file${shown.files.length === 1 ? '' : 's'})`,
    );
}
console.log(
  `${lazy.length} lazy routes, each within ${kib(BUDGETS.lazyRoute)} except the console's (${kib(BUDGETS.consoleRoute)}).`,
);

if (report.failures.length > 0) {
  console.error(`\nSize budget check failed (${outDir}, gzip -9):\n\n${report.failures.join('\n\n')}`);
  process.exit(1);
}
console.log('Size budgets: all within.');
