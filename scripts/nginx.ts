// Runs Debian's nginx in the foreground with the Cloud Console site (src/deploy/nginx) in front of
// an API, as the nginx e2e project does. Everything nginx reads or writes (configuration, a copy of
// the build, pid file, logs, temporary files) is under --prefix, so it runs as root or not without
// touching /etc/nginx or /var/log. SIGTERM or SIGINT stops nginx and removes the prefix.
//
//   node --import tsx scripts/nginx.ts --listen 127.0.0.1:8080 --api-upstream http://127.0.0.1:8787 \
//     --prefix /tmp/cloud-console-nginx
import { spawn } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { BROTLI_STATIC_MODULE, NginxConfigError, renderNginxSite } from '../src/deploy/nginxConfig';

const USAGE = `Usage: node --import tsx scripts/nginx.ts --listen ADDRESS --api-upstream URL --prefix DIR [options]

  --listen ADDRESS          where nginx listens, e.g. 127.0.0.1:8080
  --api-upstream URL        the API (the emulator: http://127.0.0.1:8787)
  --console-upstream URL    the console host (default: the API's /console, where the emulator serves it)
  --dist DIR                the build to serve, copied into the prefix (default: dist)
  --config-json JSON        the copy's config.json instead of the build's
  --api-path PATH           the path config.json's apiBaseUrl names (default: /api/)
  --console-path PATH       the path of its console WebSocket template up to websockify (default: /api/console/)
  --prefix DIR              nginx's own folder; emptied first, removed on exit

NGINX_BINARY names the nginx binary (default: /usr/sbin/nginx).`;

const DEPLOY = join(dirname(fileURLToPath(import.meta.url)), '../src/deploy/nginx');
// Marks a prefix as this script's, so emptying it can never hit a folder given by mistake.
const MARKER = '.cloud-console-nginx';

function fail(message: string): never {
  console.error(`nginx.ts: ${message}\n\n${USAGE}`);
  process.exit(2);
}

function options() {
  try {
    const { values } = parseArgs({
      options: {
        listen: { type: 'string' },
        'api-upstream': { type: 'string' },
        'console-upstream': { type: 'string' },
        dist: { type: 'string', default: 'dist' },
        'config-json': { type: 'string' },
        'api-path': { type: 'string', default: '/api/' },
        'console-path': { type: 'string', default: '/api/console/' },
        prefix: { type: 'string' },
      },
      strict: true,
    });
    const { listen, prefix } = values;
    const apiUpstream = values['api-upstream']?.replace(/\/+$/, '');
    if (!listen || !apiUpstream || !prefix) fail('--listen, --api-upstream and --prefix are required.');
    return {
      ...values,
      config: parseConfigJson(values['config-json']),
      listen,
      apiUpstream,
      consoleUpstream: values['console-upstream']?.replace(/\/+$/, '') ?? `${apiUpstream}/console`,
      prefix: resolve(prefix),
      dist: resolve(values.dist),
    };
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
}

/**
 * Debian's brotli module, where it is installed: the site then serves the build's brotli copies, as a
 * deployment that installed it and copied the optional snippet does.
 */
const hasBrotli = existsSync(BROTLI_STATIC_MODULE);

/** The main configuration: the nginx.conf of a machine, reduced to what the site needs. */
function mainConfig(prefix: string): string {
  return `# Written by scripts/nginx.ts for one run.
${hasBrotli ? `load_module ${BROTLI_STATIC_MODULE};\n` : ''}worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log;
events {
    worker_connections 512;
}
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    client_body_temp_path ${prefix}/temp/client_body;
    proxy_temp_path ${prefix}/temp/proxy;
    fastcgi_temp_path ${prefix}/temp/fastcgi;
    uwsgi_temp_path ${prefix}/temp/uwsgi;
    scgi_temp_path ${prefix}/temp/scgi;
    include sites/cloud-console.conf;
}
`;
}

function isRunning(pidFile: string): boolean {
  if (!existsSync(pidFile)) return false;
  try {
    process.kill(Number(readFileSync(pidFile, 'utf8')), 0);
    return true;
  } catch {
    return false;
  }
}

function preparePrefix(prefix: string): void {
  if (existsSync(prefix) && readdirSync(prefix).length > 0 && !existsSync(join(prefix, MARKER))) {
    fail(`${prefix} is not empty and was not made by this script; choose another --prefix.`);
  }
  if (isRunning(join(prefix, 'nginx.pid'))) fail(`an nginx started by this script still runs in ${prefix}.`);
  rmSync(prefix, { recursive: true, force: true });
  for (const folder of ['conf/sites', 'conf/snippets', 'logs', 'temp'])
    mkdirSync(join(prefix, folder), { recursive: true });
  chmodSync(prefix, 0o755);
  writeFileSync(join(prefix, MARKER), '');
}

/**
 * nginx's workers run as `nobody` when it is started as root, and may not read a checkout under a
 * private home: they serve a copy in the prefix, with another config.json if one is given.
 */
function copyBuild(dist: string, into: string, config: unknown): void {
  cpSync(dist, into, { recursive: true });
  if (config !== undefined) writeFileSync(join(into, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
}

function parseConfigJson(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    fail(`--config-json is not JSON: ${text}`);
  }
}

const settings = options();
const binary = process.env.NGINX_BINARY ?? '/usr/sbin/nginx';
if (!existsSync(binary)) fail(`no nginx at ${binary} (Debian: apt-get install nginx).`);
if (!existsSync(join(settings.dist, 'index.html'))) fail(`${settings.dist} holds no build (npm run build).`);

const { prefix } = settings;
const root = join(prefix, 'html');
let site: string;
try {
  site = renderNginxSite(readFileSync(join(DEPLOY, 'cloud-console.conf'), 'utf8'), {
    listen: settings.listen,
    serverName: '_',
    dist: root,
    apiPath: settings['api-path'],
    apiUpstream: settings.apiUpstream,
    consolePath: settings['console-path'],
    consoleUpstream: settings.consoleUpstream,
    logDir: join(prefix, 'logs'),
  });
} catch (error) {
  if (error instanceof NginxConfigError) fail(error.message);
  throw error;
}

preparePrefix(prefix);
copyBuild(settings.dist, root, settings.config);
writeFileSync(join(prefix, 'conf/sites/cloud-console.conf'), site);
for (const snippet of readdirSync(join(DEPLOY, 'snippets'))) {
  copyFileSync(join(DEPLOY, 'snippets', snippet), join(prefix, 'conf/snippets', snippet));
}
if (hasBrotli) {
  const snippet = 'cloud-console-brotli.conf';
  copyFileSync(join(DEPLOY, 'optional', snippet), join(prefix, 'conf/snippets', snippet));
}
writeFileSync(join(prefix, 'conf/nginx.conf'), mainConfig(prefix));

// Errors before the configuration is read go to stderr; after that to logs/error.log.
const nginx = spawn(
  binary,
  ['-p', `${prefix}/`, '-c', join(prefix, 'conf/nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'],
  {
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);
console.log(
  `nginx: http://${settings.listen}/ serves a copy of ${settings.dist}, ${settings['api-path']} → ${settings.apiUpstream} (prefix ${prefix})`,
);

let stopping = false;
function stop(): void {
  if (stopping) return;
  stopping = true;
  // SIGTERM is nginx's fast shutdown: open console WebSockets are closed, not waited for.
  if (nginx.exitCode === null && nginx.signalCode === null) nginx.kill('SIGTERM');
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

nginx.on('exit', (code, signal) => {
  // A signal to the whole process group (Playwright's shutdown) can reach nginx first: it exits 0.
  // Start-up errors (a port in use, a bad directive) nginx has printed to stderr itself.
  if (!stopping && code !== 0) console.error(`nginx exited (${code ?? signal}).`);
  rmSync(prefix, { recursive: true, force: true });
  process.exit(stopping ? 0 : (code ?? 1));
});
