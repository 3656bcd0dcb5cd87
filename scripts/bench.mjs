// `npm run bench`: figures, not assertions. For now the JavaScript and CSS a first visit loads,
// read from the production build in dist/ (run `npm run build` first).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = 'dist';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const referenced = [...html.matchAll(/(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]);

function sizes(file) {
  const bytes = readFileSync(join(dist, file));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;

let total = { raw: 0, gzip: 0 };
console.log('First route (index.html and what it loads before any lazy route):');
for (const file of referenced) {
  const s = sizes(file);
  total = { raw: total.raw + s.raw, gzip: total.gzip + s.gzip };
  console.log(`  ${file.padEnd(44)} ${kb(s.raw).padStart(10)}  gzip ${kb(s.gzip).padStart(9)}`);
}
console.log(`  ${'total'.padEnd(44)} ${kb(total.raw).padStart(10)}  gzip ${kb(total.gzip).padStart(9)}`);

const assets = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
const lazy = assets.filter((f) => !referenced.includes(`assets/${f}`));
const lazyBytes = lazy.reduce((sum, f) => sum + statSync(join(dist, 'assets', f)).size, 0);
console.log(`Lazy chunks: ${lazy.length}, ${kb(lazyBytes)} in all`);
