import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BROTLI_STATIC_MODULE } from '../../src/deploy/nginxConfig';
import { ALTERNATE_PORT, NGINX_PORT } from '../env';

/**
 * The nginx deployment under test (src/deploy/nginx, run by scripts/nginx.ts): one server with the
 * build as built, one with a copy whose config.json points at other paths. Their ports are in the
 * worker's block (e2e/env.ts), their prefixes named after them, so workers never share one.
 */
const NGINX_BINARY = process.env.NGINX_BINARY ?? '/usr/sbin/nginx';
export const NGINX_INSTALLED = existsSync(NGINX_BINARY);
/** Debian's brotli module for nginx, which scripts/nginx.ts then loads (.ci/run installs it). */
export const NGINX_BROTLI_INSTALLED = existsSync(BROTLI_STATIC_MODULE);
export const NGINX_MISSING = `nginx is not installed at ${NGINX_BINARY} (Debian: apt-get install nginx; .ci/run installs it)`;

export const NGINX_URL = `http://127.0.0.1:${NGINX_PORT}`;
export const NGINX_PREFIX = join(tmpdir(), `cloud-console-nginx-${NGINX_PORT}`);

/** The same build, pointed elsewhere by its config.json alone. */
export const ALTERNATE_URL = `http://127.0.0.1:${ALTERNATE_PORT}`;
export const ALTERNATE_PREFIX = join(tmpdir(), `cloud-console-nginx-${ALTERNATE_PORT}`);
export const ALTERNATE_API_PATH = '/cloud-api/';
export const ALTERNATE_CONSOLE_PATH = '/cloud-console/';
export const ALTERNATE_CONFIG = {
  apiBaseUrl: '/cloud-api',
  consoleWebSocketTemplate: `${ALTERNATE_CONSOLE_PATH}websockify?{query}`,
};

/** What nginx wrote for a server, read after the flows that must not leave secrets in it. */
export const accessLogOf = (prefix: string) => join(prefix, 'logs/cloud-console.access.log');
export const errorLogOf = (prefix: string) => join(prefix, 'logs/error.log');
