// `npm run serve`: the production build, served as the deployment serves it (its security headers,
// the API and the console WebSocket proxied on the console's own origin), in front of a real API.
// Settings and usage: scripts/serve/options.ts.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseServeOptions, SERVE_USAGE } from './serve/options.ts';

const VITE = 'node_modules/vite/bin/vite.js';

const parsed = parseServeOptions(process.env, process.argv.slice(2));
if (!parsed.ok) {
  console.error(`serve: ${parsed.message}\n\n${SERVE_USAGE}`);
  process.exit(2);
}
const { apiUpstream, consoleUpstream, port, dist } = parsed.options;

if (dist === undefined) {
  console.log('Building the console into dist/ …');
  const build = spawnSync(process.execPath, [VITE, 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const preview: ChildProcess = spawn(
  process.execPath,
  [VITE, 'preview', '--outDir', dist ?? 'dist', '--clearScreen', 'false', '--logLevel', 'warn'],
  {
    env: { ...process.env, API_UPSTREAM: apiUpstream, CONSOLE_UPSTREAM: consoleUpstream, CONSOLE_PORT: String(port) },
    stdio: 'inherit',
  },
);
let stopping = false;
preview.on('exit', (code) => {
  if (!stopping) console.error(`serve: vite preview exited (${code ?? 'signal'})`);
  process.exit(stopping ? 0 : (code ?? 1));
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopping = true;
    preview.kill('SIGTERM');
  });
}

const url = `http://127.0.0.1:${port}/`;
for (;;) {
  try {
    if ((await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok) break;
  } catch {
    // Not listening yet.
  }
  await sleep(100);
}

console.log(`
  Cloud Console:  ${url}
  API:            ${url}api/…  →  ${apiUpstream}/…
  VM console:     ${url}api/console/…  →  ${consoleUpstream}/…

  Sign in with an API token of your account. The browser tab keeps it; this process passes it on,
  in each API request's Authorization header, to ${new URL(apiUpstream).origin} alone, and VM console
  sessions to ${new URL(consoleUpstream).origin}. Nothing else leaves this machine, and only this
  machine can open the page (127.0.0.1).

  Press Ctrl+C to stop.`);
