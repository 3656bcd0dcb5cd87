import { DEFAULT_CONSOLE_TEMPLATE } from '../config/runtimeConfig';

/**
 * The console's WebSocket address, derived from a session's `vnc_url` (endpoint 18).
 *
 * The spec says only that `vnc_url` is "a URL on {console_url}, opened in a browser"; the
 * provider's looks like `https://console.<host>/vnc.html?sessionid=…&vmid=…` and its WebSocket
 * endpoint is not documented. So the mapping is a deployment setting, the runtime config's
 * `consoleWebSocketTemplate`, with these placeholders taken from `vnc_url`:
 *
 *   {ws}        `wss` for an https vnc_url, `ws` for http
 *   {host}      host and port (`console.example.com`, `127.0.0.1:8787`)
 *   {hostname}  host without the port
 *   {port}      the port, or the scheme's default
 *   {dir}       the path up to its last segment, without a trailing slash (`/console`, or empty)
 *   {query}     the query string without `?` (it carries the single-use session token)
 *   {param:X}   the value of query parameter X, URL-encoded
 *
 * A template that starts with `/` is on the console page's own origin (`http` becomes `ws`, `https`
 * becomes `wss`): that is how a deployment reverse-proxies the console host, so the browser's
 * Content-Security-Policy can stay at `connect-src 'self'`. The shipped config.json does this for the
 * emulator: `/api/console/websockify?{query}`.
 *
 * A vnc_url that follows noVNC's own convention (`vnc.html?host=…&port=…&path=…&encrypt=…`)
 * says where its WebSocket is, and that wins over the template.
 */

export type ConsoleUrlResult = { ok: true; url: string } | { ok: false; reason: string };

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

export function deriveConsoleWebSocketUrl(
  vncUrl: string,
  template: string = DEFAULT_CONSOLE_TEMPLATE,
  pageUrl?: string,
): ConsoleUrlResult {
  let source: URL;
  try {
    source = new URL(vncUrl);
  } catch {
    return { ok: false, reason: 'The console address from the API is not a valid URL.' };
  }
  if (source.protocol !== 'http:' && source.protocol !== 'https:') {
    return { ok: false, reason: `The console address uses ${source.protocol.replace(':', '')}, not http or https.` };
  }

  const fromNoVnc = noVncConvention(source);
  const candidate = fromNoVnc ?? fillTemplate(template, source);
  if (candidate === null)
    return { ok: false, reason: 'The console template names a query parameter the console address lacks.' };

  let result: URL;
  try {
    result = candidate.startsWith('/') ? onPageOrigin(candidate, pageUrl) : new URL(candidate);
  } catch {
    return { ok: false, reason: 'The console template does not make a valid URL from this address.' };
  }
  if (result.protocol !== 'ws:' && result.protocol !== 'wss:') {
    return { ok: false, reason: 'The console template must make a ws:// or wss:// address.' };
  }
  return { ok: true, url: result.toString() };
}

function onPageOrigin(path: string, pageUrl: string | undefined): URL {
  if (pageUrl === undefined) throw new Error('A page-relative template needs the page address.');
  const page = new URL(pageUrl);
  if (page.protocol !== 'http:' && page.protocol !== 'https:') throw new Error('The page is not on http or https.');
  const scheme = page.protocol === 'https:' ? 'wss' : 'ws';
  return new URL(`${scheme}://${page.host}${path.replace(/^\/+/, '/')}`);
}

/** noVNC's vnc.html takes its WebSocket from `host`, `port`, `path` and `encrypt` query parameters. */
function noVncConvention(source: URL): string | null {
  const params = source.searchParams;
  if (!params.has('path')) return null;
  const encryptParam = params.get('encrypt');
  const secure = encryptParam === null ? source.protocol === 'https:' : encryptParam === '1' || encryptParam === 'true';
  const hostname = params.get('host') || source.hostname;
  const port = params.get('port') || source.port || (secure ? '443' : '80');
  const path = (params.get('path') ?? '').replace(/^\/+/, '');
  const host = hostname.includes(':') && !hostname.startsWith('[') ? `[${hostname}]` : hostname;
  return `${secure ? 'wss' : 'ws'}://${host}:${port}/${path}`;
}

function fillTemplate(template: string, source: URL): string | null {
  const dir = source.pathname.replace(/\/[^/]*$/, '');
  const values: Record<string, string> = {
    ws: source.protocol === 'https:' ? 'wss' : 'ws',
    host: source.host,
    hostname: source.hostname,
    port: source.port || DEFAULT_PORTS[source.protocol] || '',
    dir,
    query: source.search.replace(/^\?/, ''),
  };
  let missing = false;
  const filled = template.replace(
    /\{(param:)?([A-Za-z0-9_.-]+)\}/g,
    (whole, param: string | undefined, name: string) => {
      if (param) {
        const value = source.searchParams.get(name);
        if (value === null) {
          missing = true;
          return '';
        }
        return encodeURIComponent(value);
      }
      return values[name] ?? whole;
    },
  );
  return missing ? null : filled;
}
