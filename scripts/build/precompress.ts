import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT_ASSET = /\.(?:js|css|svg)$/;

/**
 * Writes `<file>.gz`, gzipped at the highest level, next to each text file under `assets/`, for the
 * nginx site's `gzip_static` (src/deploy/nginx/cloud-console.conf): a release is compressed once, as
 * small as gzip makes it, instead of per request at nginx's fast level. Only the content-hashed assets:
 * a `.gz` beside config.json would outlive an operator's edit of it.
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
        const packed = gzipSync(source, { level: constants.Z_BEST_COMPRESSION });
        if (packed.length < source.length) writeFileSync(join(folder, `${name}.gz`), packed);
      }
    },
  };
}
