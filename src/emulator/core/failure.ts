import type { KnownErrorCode } from '../../contract/errorCodes';

/**
 * Thrown by handlers to answer `{ "err": code }` (or the status alone in documented-errors-only
 * mode, see documentedErrors.ts). Throwing keeps validation linear: a handler reads and checks its
 * input top to bottom and only mutates state once everything passed.
 */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: KnownErrorCode,
  ) {
    super(code);
    this.name = 'ApiFailure';
  }
}

export function fail(status: number, code: KnownErrorCode): never {
  throw new ApiFailure(status, code);
}

export function badRequest(code: KnownErrorCode): never {
  throw new ApiFailure(400, code);
}

/** A resource that does not exist in the caller's team (or at all): the two are not told apart. */
export function notFound(): never {
  throw new ApiFailure(404, 'NOT_FOUND');
}
