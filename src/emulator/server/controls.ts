import type { Emulator, EmulatorResponse } from '../core';
import { bodiless, errorBody, json, noContent } from '../core/responses';
import { faultSettingProblem, type FaultInjector, type FaultSettings } from './faults';

/** Test controls live under this prefix; they need no token and are never subject to faults. */
export const CONTROL_PREFIX = '/_emulator/';

const FAULT_FIELDS = ['latencyMs', 'errorRate', 'rateLimitEvery', 'expireConsoleSessions'] as const satisfies readonly (keyof FaultSettings)[];

function isFaultField(name: string): name is (typeof FAULT_FIELDS)[number] {
  return (FAULT_FIELDS as readonly string[]).includes(name);
}

/** PUT /_emulator/faults: any subset of the settings; unknown fields or bad values change nothing. */
function updateFaults(faults: FaultInjector, body: string | null): EmulatorResponse {
  let value: unknown;
  try {
    value = JSON.parse(body ?? '');
  } catch {
    return errorBody(400, 'INVALID_JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return errorBody(400, 'INVALID_JSON');
  const changes: Partial<FaultSettings> = {};
  for (const [name, setting] of Object.entries(value)) {
    if (!isFaultField(name) || faultSettingProblem(name, setting) !== null) return errorBody(400, 'INVALID_FIELD');
    changes[name] = setting as number;
  }
  faults.update(changes);
  return json(200, { faults: { ...faults.settings } });
}

export interface ControlContext {
  emulator: Emulator;
  faults: FaultInjector;
  extensions: boolean;
  /** The console's WebSockets; absent, the console controls report none open and drop nothing. */
  consoleConnections?: ConsoleConnectionControls;
}

export interface ConsoleConnectionControls {
  /** GET /_emulator/console-connections */
  open(): number;
  /** POST /_emulator/console-connections/drop: closes them all, returns how many. */
  drop(): number;
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
    'console-connections': { GET: () => json(200, { open: consoleConnections?.open() ?? 0 }) },
    'console-connections/drop': { POST: () => json(200, { dropped: consoleConnections?.drop() ?? 0 }) },
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
