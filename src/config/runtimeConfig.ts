/**
 * Deployment settings read at start-up from `/config.json`, so one build serves many
 * deployments: an operator edits the file next to index.html instead of rebuilding.
 */
export interface RuntimeConfig {
  /** Base URL of the API, absolute or relative to the page (e.g. `/api`). */
  apiBaseUrl: string;
  /** How the console WebSocket URL is made from a session's `vnc_url` (see src/console). */
  consoleWebSocketTemplate: string;
  /** Sign out after this many minutes without input (fractions allowed); 0 = never. */
  idleSignOutMinutes: number;
}

/**
 * Where the console's WebSocket is, from the session's `vnc_url`: the provider's noVNC page
 * `https://host/dir/vnc.html?…` has its WebSocket at `wss://host/dir/websockify?…`. Kept here,
 * not in src/console, so the first route does not pull in the console's URL logic.
 */
export const DEFAULT_CONSOLE_TEMPLATE = '{ws}://{host}{dir}/websockify?{query}';

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  apiBaseUrl: '/api',
  consoleWebSocketTemplate: DEFAULT_CONSOLE_TEMPLATE,
  idleSignOutMinutes: 0,
};

/** A day: longer is no idle limit at all, and it keeps the timer well inside setTimeout's range. */
const MAX_IDLE_SIGN_OUT_MINUTES = 24 * 60;

const STRING_FIELDS = ['apiBaseUrl', 'consoleWebSocketTemplate'] as const satisfies readonly (keyof RuntimeConfig)[];

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

/** Checks the parsed file field by field so a typo in a deployment fails loudly, not later. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new RuntimeConfigError('config.json must hold a JSON object.');
  }
  const record = raw as Record<string, unknown>;
  const config: RuntimeConfig = { ...DEFAULT_RUNTIME_CONFIG };
  for (const key of STRING_FIELDS) {
    const value = record[key];
    if (value === undefined) continue;
    if (typeof value !== 'string' || value.trim() === '') {
      throw new RuntimeConfigError(`config.json: "${key}" must be a non-empty string.`);
    }
    config[key] = value.trim();
  }
  const idle = record.idleSignOutMinutes;
  if (idle !== undefined && idle !== null) {
    if (typeof idle !== 'number' || !Number.isFinite(idle) || idle < 0 || idle > MAX_IDLE_SIGN_OUT_MINUTES) {
      throw new RuntimeConfigError(
        `config.json: "idleSignOutMinutes" must be a number of minutes from 0 (off) to ${MAX_IDLE_SIGN_OUT_MINUTES}.`,
      );
    }
    config.idleSignOutMinutes = idle;
  }
  return config;
}

export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) {
    throw new RuntimeConfigError(`Could not load ${url}: HTTP ${response.status}.`);
  }
  let raw: unknown;
  try {
    raw = await response.json();
  } catch {
    throw new RuntimeConfigError(`${url} is not valid JSON.`);
  }
  return parseRuntimeConfig(raw);
}

let active: RuntimeConfig = DEFAULT_RUNTIME_CONFIG;

/** Remembers the loaded config for code that runs later, such as the console page. */
export function setActiveRuntimeConfig(config: RuntimeConfig): void {
  active = config;
}

export function activeRuntimeConfig(): RuntimeConfig {
  return active;
}
