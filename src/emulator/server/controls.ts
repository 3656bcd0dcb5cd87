import type { Emulator, EmulatorResponse } from '../core';
import { bodiless, errorBody, json, noContent } from '../core/responses';
import { faultSettingProblem, type FaultInjector, type FaultSettings } from './faults';
import { validateFixture } from './validateFixture';
import { isLoopbackVncAddress, parseUpstreamAddress, sameAddress } from './console/upstream';

/** Test controls live under this prefix; they need no token and are never subject to faults. */
export const CONTROL_PREFIX = '/_emulator/';

const FAULT_FIELDS = [
  'latencyMs',
  'errorRate',
  'rateLimitEvery',
  'burstLimit',
  'expireConsoleSessions',
  'documentedErrorsOnly',
  'liveApi',
] as const satisfies readonly (keyof FaultSettings)[];

function isFaultField(name: string): name is (typeof FAULT_FIELDS)[number] {
  return (FAULT_FIELDS as readonly string[]).includes(name);
}

type ParsedBody = { ok: true; fields: Record<string, unknown> } | { ok: false; response: EmulatorResponse };

/** A control's JSON object body, or the 400 that answers anything else. */
function jsonObject(body: string | null): ParsedBody {
  let value: unknown;
  try {
    value = JSON.parse(body ?? '');
  } catch {
    return { ok: false, response: errorBody(400, 'INVALID_JSON') };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { ok: false, response: errorBody(400, 'INVALID_JSON') };
  return { ok: true, fields: value as Record<string, unknown> };
}

/** PUT /_emulator/faults: any subset of the settings; unknown fields or bad values change nothing. */
function updateFaults(faults: FaultInjector, body: string | null): EmulatorResponse {
  const parsed = jsonObject(body);
  if (!parsed.ok) return parsed.response;
  const changes: Record<string, unknown> = {};
  for (const [name, setting] of Object.entries(parsed.fields)) {
    if (!isFaultField(name) || faultSettingProblem(name, setting) !== null) return errorBody(400, 'INVALID_FIELD');
    changes[name] = setting;
  }
  // Every value was checked against its setting's type by faultSettingProblem above.
  faults.update(changes as Partial<FaultSettings>);
  return json(200, { faults: { ...faults.settings } });
}

/**
 * PUT /_emulator/fixture: serve this fixture's data until the next reset. It is checked like a
 * `--fixtures` file; a fixture that cannot be used changes nothing and every problem is answered.
 */
function loadFixture(emulator: Emulator, body: string | null): EmulatorResponse {
  const parsed = jsonObject(body);
  if (!parsed.ok) return parsed.response;
  const result = validateFixture(parsed.fields);
  if (!result.ok) return json(400, { err: 'INVALID_FIELD', problems: result.problems });
  emulator.load(result.fixture);
  return noContent();
}

export interface ControlContext {
  emulator: Emulator;
  faults: FaultInjector;
  extensions: boolean;
  /** The console's WebSockets; absent, the console controls report none open and drop nothing. */
  consoleConnections?: ConsoleConnectionControls;
}

interface ConsoleConnectionControls {
  /** GET /_emulator/console-connections */
  open(): number;
  /** POST /_emulator/console-connections/drop: closes them all, returns how many. */
  drop(): number;
  /** GET and PUT /_emulator/console-upstream: where new sessions are proxied, for live checks. */
  upstream(): string | undefined;
  setUpstream(upstream: string | undefined): void;
  /** `--console-upstream`: the one address beyond VNC's loopback ports that PUT may choose again. */
  commandLineUpstream(): string | undefined;
}

/**
 * PUT /_emulator/console-upstream: `{"upstream": "127.0.0.1:5901"}`, or null for the built-in screen.
 * The controls need no token, so they must not turn the console into a tunnel to any port: a PUT
 * may name the address given on the command line, or a VNC display's port (5900–5999) on a
 * loopback address, nothing else (the API's own port or a database on this machine included).
 * Malformed is 400 INVALID_FIELD; well-formed but outside that rule, 403 FORBIDDEN.
 */
function updateUpstream(controls: ConsoleConnectionControls, body: string | null): EmulatorResponse {
  const parsed = jsonObject(body);
  if (!parsed.ok) return parsed.response;
  if (!('upstream' in parsed.fields)) return errorBody(400, 'INVALID_FIELD');
  const upstream = parsed.fields.upstream;
  if (upstream === null) {
    controls.setUpstream(undefined);
  } else {
    const address = typeof upstream === 'string' ? parseUpstreamAddress(upstream) : null;
    if (address === null) return errorBody(400, 'INVALID_FIELD');
    const given = controls.commandLineUpstream();
    const givenAddress = given === undefined ? null : parseUpstreamAddress(given);
    const allowed = isLoopbackVncAddress(address) || (givenAddress !== null && sameAddress(address, givenAddress));
    if (!allowed) return errorBody(403, 'FORBIDDEN');
    controls.setUpstream(upstream as string);
  }
  return json(200, { upstream: controls.upstream() ?? null });
}

export function handleControl(
  method: string,
  path: string,
  body: string | null,
  { emulator, faults, extensions, consoleConnections }: ControlContext,
): EmulatorResponse {
  const name = path.slice(CONTROL_PREFIX.length);
  const routes: Record<string, Partial<Record<string, () => EmulatorResponse>>> = {
    health: { GET: () => json(200, { status: 'ok', extensions, faults: { ...faults.settings } }) },
    reset: {
      POST: () => {
        emulator.reset();
        faults.resetCounter();
        return noContent();
      },
    },
    fixture: { PUT: () => loadFixture(emulator, body) },
    'console-connections': { GET: () => json(200, { open: consoleConnections?.open() ?? 0 }) },
    'console-connections/drop': { POST: () => json(200, { dropped: consoleConnections?.drop() ?? 0 }) },
    'console-upstream': {
      GET: () => json(200, { upstream: consoleConnections?.upstream() ?? null }),
      PUT: () => (consoleConnections ? updateUpstream(consoleConnections, body) : bodiless(404)),
    },
    faults: {
      GET: () => json(200, { faults: { ...faults.settings } }),
      PUT: () => updateFaults(faults, body),
    },
  };
  const route = routes[name];
  if (route === undefined) return bodiless(404);
  const handler = route[method];
  return handler === undefined ? bodiless(405, { allow: Object.keys(route).join(', ') }) : handler();
}
