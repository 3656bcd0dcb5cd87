import { allFiles, bootRoute, firstRoute, lazyRoutes, type Manifest } from './manifest';

/** The size budgets (docs/performance.md, "Size budgets"), in gzip bytes. */
export const BUDGETS = {
  firstRouteJs: 130 * 1024,
  /** What runs before a page's first reads are sent (the first route without the app proper and React). */
  bootJs: 10 * 1024,
  css: 15 * 1024,
  lazyRoute: 65 * 1024,
  /** The console route is exempt from the lazy-route budget; this ceiling still names its growth. */
  consoleRoute: 80 * 1024,
} as const;

/** Modules that must only ever arrive in lazy chunks: the console (noVNC) and any editor or chart. */
const LAZY_ONLY_MODULES: { what: string; pattern: RegExp }[] = [
  { what: 'noVNC', pattern: /node_modules\/@novnc\// },
  { what: 'the console page', pattern: /(?:^|\/)src\/console\// },
  {
    what: 'an editor',
    pattern: /node_modules\/(?:codemirror|@codemirror|monaco-editor|@monaco-editor|ace-builds|prismjs|highlight\.js)\//,
  },
  {
    what: 'a chart library',
    pattern: /node_modules\/(?:chart\.js|recharts|d3-[^/]+|echarts|apexcharts|uplot|victory[^/]*)\//,
  },
];

/** The console route: the lazy route whose own chunks hold the console page. */
const CONSOLE_ROUTE = /(?:^|\/)src\/console\//;

export interface BuildFacts {
  manifest: Manifest;
  gzipBytes(file: string): number;
  /** Source paths of the modules in a JavaScript file (from its source map). */
  sources(file: string): string[];
  /** The largest contributors to a file, for messages ("react-dom 206.8 KB"). */
  describe(file: string): string;
}

interface BudgetLine {
  what: string;
  gzipBytes: number;
  budget: number;
  files: string[];
}

export interface BudgetReport {
  lines: BudgetLine[];
  /** One message per broken rule, each naming the chunks responsible. */
  failures: string[];
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function line(facts: BuildFacts, what: string, files: string[], budget: number): BudgetLine {
  return { what, files, budget, gzipBytes: files.reduce((sum, file) => sum + facts.gzipBytes(file), 0) };
}

/** The files of an over-budget line, largest first, each with what it is made of. */
function explain(facts: BuildFacts, files: string[]): string {
  return [...files]
    .sort((a, b) => facts.gzipBytes(b) - facts.gzipBytes(a))
    .map((file) => `    ${file}: ${kib(facts.gzipBytes(file))} gzip (${facts.describe(file)})`)
    .join('\n');
}

export function evaluateBudgets(facts: BuildFacts): BudgetReport {
  const { manifest } = facts;
  const first = firstRoute(manifest);
  const lines: BudgetLine[] = [
    line(facts, 'first-route JavaScript', first.js, BUDGETS.firstRouteJs),
    line(facts, "boot JavaScript (before a page's first reads)", bootRoute(manifest).js, BUDGETS.bootJs),
    line(facts, 'CSS (all files)', allFiles(manifest).css, BUDGETS.css),
  ];
  for (const route of lazyRoutes(manifest)) {
    const isConsole = route.js.some((file) => facts.sources(file).some((source) => CONSOLE_ROUTE.test(source)));
    lines.push(
      line(
        facts,
        `lazy route ${route.key}${isConsole ? ' (console)' : ''}`,
        route.js,
        isConsole ? BUDGETS.consoleRoute : BUDGETS.lazyRoute,
      ),
    );
  }

  const failures = lines
    .filter((entry) => entry.gzipBytes > entry.budget)
    .map(
      (entry) =>
        `${entry.what} is ${kib(entry.gzipBytes)} gzip, over its ${kib(entry.budget)} budget by ${kib(entry.gzipBytes - entry.budget)}. Its chunks, largest first:\n${explain(facts, entry.files)}`,
    );

  for (const file of first.js) {
    for (const { what, pattern } of LAZY_ONLY_MODULES) {
      const offending = facts.sources(file).filter((source) => pattern.test(source));
      if (offending.length > 0) {
        failures.push(
          `${what} is statically reachable from the entry: first-route chunk ${file} holds ${offending.slice(0, 3).join(', ')}${offending.length > 3 ? ` and ${offending.length - 3} more` : ''}. Import it with import() from a lazy route.`,
        );
      }
    }
  }
  return { lines, failures };
}
