import type { RouteDefinition } from './context';
import type { ApiFailure } from './failure';
import { bodiless, errorBody } from './responses';
import type { EmulatorResponse } from './types';

/**
 * Error codes the provider's contract writes into a body, per operation. Only the reserved-IP
 * operations and VM settings (PATCH /vm/{id}) name theirs; every other error is documented by its
 * status alone.
 */
export const DOCUMENTED_RESERVED_IP_CODES = {
  create: [
    'UNSUPPORTED_LOCATION',
    'IP_NAME_TOO_LONG',
    'NOT_SUPPORTED',
    'INSUFFICIENT_BALANCE',
    'RESERVED_IP_QUOTA_EXCEEDED',
    'RESOURCE_NOT_AVAILABLE',
  ],
  convert: ['IP_NAME_TOO_LONG', 'UNSUPPORTED_LOCATION', 'INSUFFICIENT_BALANCE', 'RESERVED_IP_QUOTA_EXCEEDED'],
  update: [
    'IP_NAME_TOO_LONG',
    'INVALID_LOCATION',
    'UNABLE_TO_DETACH_PRIMARY_IP',
    'RESERVED_IP_ALREADY_ATTACHED',
    'NO_ANCHOR_IP',
  ],
  remove: ['UNABLE_TO_DETACH_PRIMARY_IP'],
} as const satisfies Record<string, readonly string[]>;

/** PATCH /vm/{id}, later revision: the boot security settings refused. */
export const DOCUMENTED_VM_SETTINGS_CODES = ['SEV_NOT_SUPPORTED', 'SEV_REQUIRED_UEFI', 'SEV_REQUIRES_UEFI'] as const;

/**
 * The answer to a failed request. Normally `{"err": code}`; in documented-errors-only mode only
 * what a client of the provider's contract could rely on: the status, plus the body only when the
 * contract names that code for this operation. A failure before routing (none today) or a bug
 * has no route and so never carries a body in that mode.
 */
export function failureResponse(
  failure: ApiFailure,
  route: RouteDefinition | undefined,
  documentedErrorsOnly: boolean,
): EmulatorResponse {
  if (!documentedErrorsOnly) return errorBody(failure.status, failure.code);
  const documented: readonly string[] = route?.documentedCodes ?? [];
  return documented.includes(failure.code) ? errorBody(failure.status, failure.code) : bodiless(failure.status);
}
