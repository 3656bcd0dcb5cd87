import type { EmulatorResponse } from '../core';
import { bodiless, errorBody } from '../core/responses';

/** Resilience-test knobs; all off by default. */
export interface FaultSettings {
  /** Delay before every API answer, in milliseconds. */
  latencyMs: number;
  /** Share (0..1) of API requests answered 503 SERVICE_UNAVAILABLE. */
  errorRate: number;
  /** Every N-th API request is answered 429 RATE_LIMITED with Retry-After: 1; 0 = never. */
  rateLimitEvery: number;
  /**
   * An API request arriving while this many are already being answered is answered 503
   * SERVICE_UNAVAILABLE, as the live API answers bursts (provider facts L9); 0 = no limit.
   */
  burstLimit: number;
  /**
   * How many of the next console WebSockets with a valid token are refused as if the token had
   * expired; counts down by one per refusal. Lets a browser test see an expired session without
   * waiting the 30 s a real one takes.
   */
  expireConsoleSessions: number;
  /**
   * Errors carry only what the provider's contract shows: the status, and an `{"err"}` body only
   * for the codes it names (the core applies it; injected 429/503 answers lose their body too).
   */
  documentedErrorsOnly: boolean;
  /**
   * Answers take the shapes clients of the live service saw (core types.ts `liveApi`); errors then
   * carry what documented-errors-only mode gives them, injected 429/503 answers included.
   */
  liveApi: boolean;
}

const NO_FAULTS: FaultSettings = {
  latencyMs: 0,
  errorRate: 0,
  rateLimitEvery: 0,
  burstLimit: 0,
  expireConsoleSessions: 0,
  documentedErrorsOnly: false,
  liveApi: false,
};
const MAX_LATENCY_MS = 60_000;

export interface FaultInjector {
  readonly settings: FaultSettings;
  update(changes: Partial<FaultSettings>): void;
  /** Forgets how many requests were counted, so rate limiting restarts from the first request. */
  resetCounter(): void;
  /** Counts one API request; a fault response when this one should fail, else null. */
  nextFault(): EmulatorResponse | null;
  /**
   * One API request starts being answered: a 503 when more are in flight than `burstLimit` allows,
   * else null. Every call is paired with one `leave()` once its answer is written.
   */
  enter(): EmulatorResponse | null;
  leave(): void;
  /** Asked once per console connection whose token is valid: true when it must be refused as expired. */
  takeConsoleExpiry(): boolean;
}

export function createFaultInjector(
  initial: Partial<FaultSettings>,
  random: () => number = Math.random,
): FaultInjector {
  const settings: FaultSettings = { ...NO_FAULTS, ...initial };
  let requestCount = 0;
  let inFlight = 0;
  return {
    settings,
    update(changes) {
      Object.assign(settings, changes);
    },
    resetCounter() {
      requestCount = 0;
    },
    nextFault() {
      requestCount += 1;
      const documentedOnly = settings.documentedErrorsOnly || settings.liveApi;
      if (settings.rateLimitEvery > 0 && requestCount % settings.rateLimitEvery === 0) {
        const limited = documentedOnly ? bodiless(429) : errorBody(429, 'RATE_LIMITED');
        return { ...limited, headers: { ...limited.headers, 'retry-after': '1' } };
      }
      if (settings.errorRate > 0 && random() < settings.errorRate) {
        return documentedOnly ? bodiless(503) : errorBody(503, 'SERVICE_UNAVAILABLE');
      }
      return null;
    },
    enter() {
      inFlight += 1;
      if (settings.burstLimit <= 0 || inFlight <= settings.burstLimit) return null;
      return settings.documentedErrorsOnly || settings.liveApi ? bodiless(503) : errorBody(503, 'SERVICE_UNAVAILABLE');
    },
    leave() {
      inFlight = Math.max(0, inFlight - 1);
    },
    takeConsoleExpiry() {
      if (settings.expireConsoleSessions <= 0) return false;
      settings.expireConsoleSessions -= 1;
      return true;
    },
  };
}

/** Why a value is not a valid setting, or null; shared by the CLI flags and PUT /_emulator/faults. */
export function faultSettingProblem(name: keyof FaultSettings, value: unknown): string | null {
  if (name === 'documentedErrorsOnly' || name === 'liveApi')
    return typeof value === 'boolean' ? null : `${name} must be true or false`;
  if (typeof value !== 'number' || !Number.isFinite(value)) return `${name} must be a number`;
  switch (name) {
    case 'latencyMs':
      return Number.isInteger(value) && value >= 0 && value <= MAX_LATENCY_MS
        ? null
        : `${name} must be an integer from 0 to ${MAX_LATENCY_MS}`;
    case 'errorRate':
      return value >= 0 && value <= 1 ? null : `${name} must be between 0 and 1`;
    case 'rateLimitEvery':
      return Number.isInteger(value) && value >= 0 ? null : `${name} must be a whole number, 0 for never`;
    case 'burstLimit':
      return Number.isInteger(value) && value >= 0 ? null : `${name} must be a whole number, 0 for no limit`;
    case 'expireConsoleSessions':
      return Number.isInteger(value) && value >= 0 ? null : `${name} must be a whole number, 0 for none`;
  }
}
