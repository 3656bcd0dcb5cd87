import { describe, expect, it } from 'vitest';
import { BUDGETS, evaluateBudgets, type BuildFacts } from './budgets';
import { bootRoute, firstRoute, lazyRoutes, type Manifest } from './manifest';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_shared-b.js'],
    dynamicImports: ['src/app/boot/startApp.tsx', 'src/features/vms/route.tsx'],
    css: ['assets/index-c.css'],
  },
  'src/app/boot/startApp.tsx': { file: 'assets/startApp-h.js', isDynamicEntry: true, imports: ['_app-i.js'] },
  '_app-i.js': { file: 'assets/app-i.js', imports: ['_shared-b.js'] },
  '_shared-b.js': { file: 'assets/shared-b.js', imports: ['_tiny-d.js'] },
  '_tiny-d.js': { file: 'assets/tiny-d.js' },
  'src/features/vms/route.tsx': {
    file: 'assets/route-e.js',
    isDynamicEntry: true,
    imports: ['_shared-b.js', '_page-f.js'],
    dynamicImports: ['src/console/ConsolePage.tsx'],
  },
  '_page-f.js': { file: 'assets/page-f.js' },
  'src/console/ConsolePage.tsx': { file: 'assets/ConsolePage-g.js', isDynamicEntry: true, imports: ['_page-f.js'] },
};

const SOURCES: Record<string, string[]> = {
  'assets/index-a.js': ['../../src/main.tsx', '../../node_modules/react-dom/cjs/react-dom-client.production.js'],
  'assets/shared-b.js': ['../../node_modules/react-router/dist/index.mjs'],
  'assets/ConsolePage-g.js': ['../../src/console/ConsolePage.tsx', '../../node_modules/@novnc/novnc/lib/rfb.js'],
};

function facts(gzip: Record<string, number>, sources = SOURCES): BuildFacts {
  return {
    manifest,
    gzipBytes: (file) => gzip[file] ?? 1000,
    sources: (file) => sources[file] ?? [],
    describe: (file) => `modules of ${file}`,
  };
}

describe('the chunk graph', () => {
  it('counts the entry, the app proper and what they import statically as the first route, not the pages', () => {
    expect(firstRoute(manifest)).toEqual({
      chunks: ['index.html', '_shared-b.js', '_tiny-d.js', 'src/app/boot/startApp.tsx', '_app-i.js'],
      js: ['assets/index-a.js', 'assets/shared-b.js', 'assets/tiny-d.js', 'assets/startApp-h.js', 'assets/app-i.js'],
      css: ['assets/index-c.css'],
    });
  });

  it("counts only the entry and its static imports as the boot (before a page's first reads)", () => {
    expect(bootRoute(manifest).js).toEqual(['assets/index-a.js', 'assets/shared-b.js', 'assets/tiny-d.js']);
  });

  it('charges each lazy route with what it loads beyond the first route', () => {
    expect(lazyRoutes(manifest)).toEqual([
      { key: 'src/features/vms/route.tsx', js: ['assets/route-e.js', 'assets/page-f.js'] },
      { key: 'src/console/ConsolePage.tsx', js: ['assets/ConsolePage-g.js', 'assets/page-f.js'] },
    ]);
  });
});

describe('evaluateBudgets', () => {
  it('passes a build within every budget', () => {
    const report = evaluateBudgets(facts({}));
    expect(report.failures).toEqual([]);
    expect(report.lines.map((line) => line.what)).toEqual([
      'first-route JavaScript',
      "boot JavaScript (before a page's first reads)",
      'CSS (all files)',
      'lazy route src/features/vms/route.tsx',
      'lazy route src/console/ConsolePage.tsx (console)',
    ]);
  });

  it('names the first-route chunks, largest first, when the first route is over budget', () => {
    const report = evaluateBudgets(facts({ 'assets/index-a.js': 4 * 1024, 'assets/app-i.js': 127 * 1024 }));
    expect(report.failures).toHaveLength(1);
    expect(report.failures[0]).toMatch(
      /^first-route JavaScript is 133\.9 KiB gzip, over its 130\.0 KiB budget by 3\.9 KiB/,
    );
    expect(report.failures[0]).toContain(
      'assets/app-i.js: 127.0 KiB gzip (modules of assets/app-i.js)\n    assets/index-a.js: 4.0 KiB',
    );
  });

  it('holds the boot to its own budget: what runs before a page sends its first reads', () => {
    const report = evaluateBudgets(facts({ 'assets/index-a.js': 9 * 1024 }));
    expect(report.failures).toHaveLength(1);
    expect(report.failures[0]).toMatch(/^boot JavaScript \(before a page's first reads\) is 11\.0 KiB gzip/);
  });

  it('holds lazy routes to 65 KiB but the console route to its own ceiling', () => {
    const big = { 'assets/route-e.js': 64 * 1024, 'assets/page-f.js': 2 * 1024, 'assets/ConsolePage-g.js': 70 * 1024 };
    const report = evaluateBudgets(facts(big));
    expect(report.failures).toHaveLength(1);
    expect(report.failures[0]).toMatch(/^lazy route src\/features\/vms\/route\.tsx is 66\.0 KiB gzip/);
    expect(report.failures[0]).toContain('assets/route-e.js');
    expect(evaluateBudgets(facts({ 'assets/ConsolePage-g.js': BUDGETS.consoleRoute + 1 })).failures[0]).toMatch(
      /^lazy route src\/console\/ConsolePage\.tsx \(console\) is/,
    );
  });

  it('checks the CSS of the whole build', () => {
    expect(evaluateBudgets(facts({ 'assets/index-c.css': 16 * 1024 })).failures[0]).toMatch(
      /^CSS \(all files\) is 16\.0 KiB gzip.*\n {4}assets\/index-c\.css/,
    );
  });

  it('fails when noVNC or the console page reaches a first-route chunk, naming the chunk and the module', () => {
    const leaked = {
      ...SOURCES,
      'assets/shared-b.js': [
        '../../node_modules/react-router/dist/index.mjs',
        '../../node_modules/@novnc/novnc/lib/rfb.js',
        '../../src/console/keys.ts',
      ],
    };
    const { failures } = evaluateBudgets(facts({}, leaked));
    expect(failures).toEqual([
      'noVNC is statically reachable from the entry: first-route chunk assets/shared-b.js holds ../../node_modules/@novnc/novnc/lib/rfb.js. Import it with import() from a lazy route.',
      'the console page is statically reachable from the entry: first-route chunk assets/shared-b.js holds ../../src/console/keys.ts. Import it with import() from a lazy route.',
    ]);
  });

  it('fails on an editor or a chart library in the first route', () => {
    const leaked = {
      ...SOURCES,
      'assets/tiny-d.js': [
        '../../node_modules/@codemirror/view/dist/index.js',
        '../../node_modules/recharts/es6/index.js',
      ],
    };
    expect(evaluateBudgets(facts({}, leaked)).failures.map((failure) => failure.split(' is ')[0])).toEqual([
      'an editor',
      'a chart library',
    ]);
  });
});
