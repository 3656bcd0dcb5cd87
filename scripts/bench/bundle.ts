import { BUDGETS } from '../budgets/budgets';
import { readBuild } from '../budgets/buildFacts';
import { bootRoute, firstRoute, lazyRoutes } from '../budgets/manifest';
import type { BenchSection } from './context';
import { kib, printTable } from './stats';

/** Bundle sizes per chunk (raw, gzip -9, brotli 11), the first route's and the boot's totals and each lazy route's cost. */
export const bundleSection: BenchSection = {
  name: 'bundle',
  description: 'bundle sizes of the production build',
  async run({ env }) {
    const build = readBuild(env.outDir);
    const first = firstRoute(build.manifest);
    const sizes = (file: string) => [build.rawBytes(file), build.gzipBytes(file), build.brotliBytes(file)] as const;
    const sum = (files: string[]) =>
      files
        .map(sizes)
        .reduce((total, size) => [total[0] + size[0], total[1] + size[1], total[2] + size[2]] as const, [
          0, 0, 0,
        ] as const);
    const row = (label: string, [raw, gzip, brotli]: readonly [number, number, number]) => [
      label,
      kib(raw),
      kib(gzip),
      kib(brotli),
    ];

    const firstFiles = new Set([...first.js, ...first.css]);
    const chunkRows = [...first.js, ...first.css].map((file) => row(`${file} (first route)`, sizes(file)));
    const lazyFiles = [...new Set(Object.values(build.manifest).map((chunk) => chunk.file))].filter(
      (file) => !firstFiles.has(file),
    );
    lazyFiles.sort((a, b) => build.gzipBytes(b) - build.gzipBytes(a));
    chunkRows.push(...lazyFiles.map((file) => row(file, sizes(file))));
    printTable('Chunks (gzip -9, brotli quality 11)', ['chunk', 'raw', 'gzip', 'brotli'], chunkRows);

    printTable(
      'Totals',
      ['what', 'raw', 'gzip', 'brotli'],
      [
        row(
          `first-route JavaScript, ${first.js.length} files (budget ${kib(BUDGETS.firstRouteJs)} gzip)`,
          sum(first.js),
        ),
        row(
          `boot JavaScript, a signed-in page's first paint, ${bootRoute(build.manifest).js.length} files (budget ${kib(BUDGETS.bootJs)} gzip)`,
          sum(bootRoute(build.manifest).js),
        ),
        row(`first-route CSS (budget ${kib(BUDGETS.css)} gzip)`, sum(first.css)),
        ...lazyRoutes(build.manifest)
          .sort((a, b) => sum(b.js)[1] - sum(a.js)[1])
          .map((route) => row(`lazy route ${route.key} (+${route.js.length} files)`, sum(route.js))),
      ],
    );
  },
};
