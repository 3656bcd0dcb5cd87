import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT_ASSET = /\.(?:js|css|svg)$/;

/**
 * Writes `<file>.gz`, gzipped at the highest level, and `<file>.br`, brotli at its highest quality, next
 * to each text file under `assets/`, for the nginx site's `gzip_static` and, where nginx has Debian's
 * brotli module, `brotli_static` (src/deploy/nginx/cloud-console.conf): a release is compressed once, as
 * small as each encoding makes it, instead of per request at nginx's fast level. Only the content-hashed
 * assets: a compressed copy beside config.json would outlive an operator's edit of it.
 */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  let assetsDir = 'assets';
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      assetsDir = config.build.assetsDir;
    },
    closeBundle() {
      const folder = join(outDir, assetsDir);
      for (const name of readdirSync(folder).filter((file) => TEXT_ASSET.test(file))) {
        const source = readFileSync(join(folder, name));
        const gzipped = gzipSync(source, { level: constants.Z_BEST_COMPRESSION });
        if (gzipped.length < source.length) writeFileSync(join(folder, `${name}.gz`), gzipped);
        const brotli = brotliCompressSync(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        });
        if (brotli.length < source.length) writeFileSync(join(folder, `${name}.br`), brotli);
      }
    },
  };
}
