import { ALTERNATE_PORT, BUILD_DIR, CONSOLE_URL, EMULATOR_PORT, EMULATOR_URL, NGINX_PORT, PREVIEW_PORT } from './env';
import {
  ALTERNATE_API_PATH,
  ALTERNATE_CONFIG,
  ALTERNATE_CONSOLE_PATH,
  ALTERNATE_PREFIX,
  ALTERNATE_URL,
  NGINX_INSTALLED,
  NGINX_PREFIX,
  NGINX_URL,
} from './deploy/env';
import { startServer, type RunningServer } from './servers';

const NODE = process.execPath;

/**
 * Starts this worker's servers: the emulator, the production build behind `vite preview` (whose
 * proxy sends /api/* to that emulator) and, for the nginx project, the nginx deployment
 * (src/deploy/nginx) in front of the same emulator, as built and as pointed elsewhere by its
 * config.json alone.
 */
export async function startWorkerServers(options: { nginx: boolean }): Promise<Pick<RunningServer, 'stop'>> {
  const started: RunningServer[] = [];
  const stop = async () => void (await Promise.all(started.splice(0).map((server) => server.stop())));
  try {
    started.push(
      await startServer({
        name: 'emulator',
        command: NODE,
        args: ['--import', 'tsx', 'src/emulator/server/main.ts', '--port', String(EMULATOR_PORT)],
        readyUrl: `${EMULATOR_URL}/_emulator/health`,
        timeoutMs: 60_000,
      }),
    );
    // E2E_DEV=1 runs the suite against the dev server instead (no build, no security headers).
    const preview = process.env.E2E_DEV
      ? ['node_modules/vite/bin/vite.js', '--clearScreen', 'false']
      : [
          'node_modules/vite/bin/vite.js',
          'preview',
          ...['--outDir', BUILD_DIR, '--host', '127.0.0.1', '--port', String(PREVIEW_PORT), '--strictPort'],
        ];
    const nginx = ['--import', 'tsx', 'scripts/nginx.ts', '--dist', BUILD_DIR, '--api-upstream', EMULATOR_URL];
    const sites =
      options.nginx && NGINX_INSTALLED
        ? [
            { args: [...nginx, '--listen', `127.0.0.1:${NGINX_PORT}`, '--prefix', NGINX_PREFIX], url: NGINX_URL },
            {
              args: [
                ...nginx,
                ...['--listen', `127.0.0.1:${ALTERNATE_PORT}`, '--prefix', ALTERNATE_PREFIX],
                ...['--config-json', JSON.stringify(ALTERNATE_CONFIG)],
                ...['--api-path', ALTERNATE_API_PATH, '--console-path', ALTERNATE_CONSOLE_PATH],
              ],
              url: ALTERNATE_URL,
            },
          ]
        : [];
    const others = await Promise.allSettled([
      startServer({
        name: 'vite preview',
        command: NODE,
        args: preview,
        env: { API_UPSTREAM: EMULATOR_URL, CONSOLE_PORT: String(PREVIEW_PORT) },
        readyUrl: CONSOLE_URL,
        timeoutMs: 60_000,
      }),
      ...sites.map((site) =>
        startServer({
          name: `nginx at ${site.url}`,
          command: NODE,
          args: site.args,
          readyUrl: site.url,
          timeoutMs: 30_000,
        }),
      ),
    ]);
    for (const result of others) if (result.status === 'fulfilled') started.push(result.value);
    const failed = others.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}
