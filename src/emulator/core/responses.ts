import type { KnownErrorCode } from '../../contract/errorCodes';
import type { EmulatorResponse } from './types';

const JSON_HEADERS = { 'content-type': 'application/json' } as const;

export function json(status: number, body: unknown): EmulatorResponse {
  return { status, headers: { ...JSON_HEADERS }, body };
}

export function ok(body: unknown): EmulatorResponse {
  return json(200, body);
}

export function created(body: unknown): EmulatorResponse {
  return json(201, body);
}

/**
 * A status with no body at all: 204, the router's 404/405, the bodiless 201 of VPC create and
 * 200 of rule/VPC updates and BGP actions, and errors in documented-errors-only mode.
 */
export function bodiless(status: number, headers: Record<string, string> = {}): EmulatorResponse {
  return { status, headers };
}

export function noContent(): EmulatorResponse {
  return bodiless(204);
}

export function errorBody(status: number, code: KnownErrorCode): EmulatorResponse {
  return json(status, { err: code });
}
