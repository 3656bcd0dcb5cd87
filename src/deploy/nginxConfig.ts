/**
 * Fills in the placeholders of the nginx site template (nginx/cloud-console.conf), refusing values
 * that would not mean what they say in nginx's syntax.
 */
/** Where Debian's libnginx-mod-http-brotli-static puts its module: with it, the site serves the build's `.br` copies. */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export interface NginxSite {
  /** What `listen` takes: `127.0.0.1:8080`, `443 ssl`. */
  listen: string;
  serverName: string;
  /** Absolute path of the build. */
  dist: string;
  /** The path of config.json's apiBaseUrl, with a trailing slash. */
  apiPath: string;
  /** The API's base URL, without a trailing slash. */
  apiUpstream: string;
  /** The path of the console WebSocket template up to `websockify`, with a trailing slash. */
  consolePath: string;
  /** The console host's base URL, without a trailing slash. */
  consoleUpstream: string;
  logDir: string;
}

export class NginxConfigError extends Error {
  override name = 'NginxConfigError';
}

const PLACEHOLDERS: Record<string, keyof NginxSite> = {
  '@LISTEN@': 'listen',
  '@SERVER_NAME@': 'serverName',
  '@DIST@': 'dist',
  '@API_PATH@': 'apiPath',
  '@API_UPSTREAM@': 'apiUpstream',
  '@CONSOLE_PATH@': 'consolePath',
  '@CONSOLE_UPSTREAM@': 'consoleUpstream',
  '@LOG_DIR@': 'logDir',
};

// Characters that would end the directive, open a block, quote, or start a variable.
const SYNTAX = /[;{}"'$#\\\s]/;

function check(site: NginxSite): void {
  for (const [field, value] of Object.entries(site)) {
    const allowed = field === 'listen' ? value.replace(/ /g, '') : value;
    if (value.trim() === '' || SYNTAX.test(allowed)) {
      throw new NginxConfigError(
        `${field}: "${value}" is empty or holds nginx syntax (; { } quotes $ # \\ or spaces).`,
      );
    }
  }
  for (const field of ['dist', 'logDir'] as const) {
    if (!site[field].startsWith('/'))
      throw new NginxConfigError(`${field}: "${site[field]}" must be an absolute path.`);
  }
  for (const field of ['apiPath', 'consolePath'] as const) {
    if (!/^\/(?:.*\/)?$/.test(site[field]))
      throw new NginxConfigError(`${field}: "${site[field]}" must start and end with "/".`);
  }
  for (const field of ['apiUpstream', 'consoleUpstream'] as const) {
    if (!/^https?:\/\/[^/]+(?:\/.*[^/])?$/.test(site[field])) {
      throw new NginxConfigError(`${field}: "${site[field]}" must be an http(s) URL without a trailing slash.`);
    }
  }
}

/** Comments keep their placeholders, so a rendered file still explains itself. */
export function renderNginxSite(template: string, site: NginxSite): string {
  check(site);
  return template
    .split('\n')
    .map((line) =>
      line.trimStart().startsWith('#')
        ? line
        : line.replace(/@[A-Z_]+@/g, (placeholder) => {
            const field = PLACEHOLDERS[placeholder];
            if (field === undefined)
              throw new NginxConfigError(`The template has an unknown placeholder ${placeholder}.`);
            return site[field];
          }),
    )
    .join('\n');
}
