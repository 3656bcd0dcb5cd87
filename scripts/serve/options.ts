/**
 * `npm run serve`'s settings: where the API and the console WebSocket are, and where to listen. They
 * come from the environment, so one line of the README runs the console against any account.
 */
export const SERVE_USAGE = `Usage: API_UPSTREAM=https://api.example.com npm run serve [-- --dist DIR]

  API_UPSTREAM      the provider's API base URL (https, or http on this machine); /api/* goes there
  CONSOLE_UPSTREAM  the provider's console host for the VM console's WebSocket (default: API_UPSTREAM/console,
                    where the emulator serves it); /api/console/* goes there
  CONSOLE_PORT      the port on 127.0.0.1 to serve the console on (default 4173)
  --dist DIR        serve this build as it is instead of building dist/ first`;

export const DEFAULT_SERVE_PORT = 4173;

interface ServeOptions {
  /** No trailing slash: `/api/teams` goes to `${apiUpstream}/teams`. */
  apiUpstream: string;
  /** No trailing slash: `/api/console/websockify?…` goes to `${consoleUpstream}/websockify?…`. */
  consoleUpstream: string;
  port: number;
  /** A build to serve as it is; absent, `dist/` is built first. */
  dist: string | undefined;
}

export type ServeParse = { ok: true; options: ServeOptions } | { ok: false; message: string };

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The upstream as a base URL without a trailing slash, or why it cannot be one. */
function upstreamBase(name: string, text: string): { base: string } | { problem: string } {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { problem: `${name} must be an absolute URL such as https://api.example.com, got "${text}"` };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { problem: `${name} must be an http(s) URL, got "${text}"` };
  if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '')
    return { problem: `${name} must hold no credentials, query or fragment` };
  // The API token rides in every request's Authorization header: in clear text only to this machine.
  if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname))
    return { problem: `${name} must be https unless it is on this machine: the API token would travel in clear text` };
  return { base: `${url.origin}${url.pathname.replace(/\/+$/, '')}` };
}

export function parseServeOptions(
  env: Readonly<Record<string, string | undefined>>,
  argv: readonly string[],
): ServeParse {
  let dist: string | undefined;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (arg !== '--dist') return { ok: false, message: `unknown argument "${arg ?? ''}"` };
    dist = argv[(index += 1)];
    if (dist === undefined || dist === '') return { ok: false, message: '--dist needs a directory' };
  }

  const apiText = env.API_UPSTREAM?.trim();
  if (apiText === undefined || apiText === '') return { ok: false, message: 'API_UPSTREAM is not set' };
  const api = upstreamBase('API_UPSTREAM', apiText);
  if ('problem' in api) return { ok: false, message: api.problem };

  const consoleText = env.CONSOLE_UPSTREAM?.trim();
  const consoleUpstream =
    consoleText === undefined || consoleText === ''
      ? { base: `${api.base}/console` }
      : upstreamBase('CONSOLE_UPSTREAM', consoleText);
  if ('problem' in consoleUpstream) return { ok: false, message: consoleUpstream.problem };

  const portText = env.CONSOLE_PORT?.trim();
  const port = portText === undefined || portText === '' ? DEFAULT_SERVE_PORT : Number(portText);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    return { ok: false, message: `CONSOLE_PORT must be a port from 1 to 65535, got "${portText ?? ''}"` };

  return { ok: true, options: { apiUpstream: api.base, consoleUpstream: consoleUpstream.base, port, dist } };
}
