import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { BuildFacts } from './budgets';
import type { Manifest } from './manifest';
import { largestGroups, type SourceMapV3 } from './sourceMap';

export interface BuildOutput extends BuildFacts {
  rawBytes(file: string): number;
  brotliBytes(file: string): number;
}

/** Reads a `vite build` output directory: its manifest, file sizes and source maps. */
export function readBuild(outDir: string): BuildOutput {
  const manifestPath = join(outDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath))
    throw new Error(`No ${manifestPath}: run \`npm run build\` first (vite.config.ts sets build.manifest).`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

  const cache = new Map<string, unknown>();
  const memo = <T>(key: string, compute: () => T): T => {
    if (!cache.has(key)) cache.set(key, compute());
    return cache.get(key) as T;
  };
  const bytes = (file: string) => memo(`bytes:${file}`, () => readFileSync(join(outDir, file)));
  const sourceMap = (file: string) =>
    memo(`map:${file}`, (): SourceMapV3 | null => {
      const path = join(outDir, `${file}.map`);
      return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as SourceMapV3) : null;
    });

  return {
    manifest,
    rawBytes: (file) => bytes(file).length,
    gzipBytes: (file) => memo(`gzip:${file}`, () => gzipSync(bytes(file), { level: 9 }).length),
    brotliBytes: (file) =>
      memo(
        `br:${file}`,
        () => brotliCompressSync(bytes(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      ),
    sources: (file) => sourceMap(file)?.sources ?? [],
    describe: (file) => {
      const map = sourceMap(file);
      if (!map) return 'no source map';
      return largestGroups(bytes(file).toString('utf8'), map, 4)
        .map(({ group, bytes: size }) => `${group} ${(size / 1000).toFixed(1)} kB`)
        .join(', ');
    },
  };
}
