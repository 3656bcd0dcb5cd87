import { messageForCode } from '../../contract/errorCodes';
import { ApiError, codeOf, codelessCode, installErrorWording, type ErrorWording } from './errors';
import { documentsStatus, operationOf, permissionSentence, sentenceFor, type Operation } from './operationErrors';

/**
 * Builds the errors of failed answers with their final words. Loaded on the first failure
 * (errorWordingLoader.ts), never by the first route, so every sentence here may grow freely.
 */

/** The error for a non-2xx answer, from its status, (parsed) body and, when known, the operation. */
export function errorFromResponse(
  status: number,
  body: unknown,
  retryAfterMs?: number,
  operation?: Operation,
): ApiError {
  // Decided here, where the contract's table is, so that isOperationAbsent needs no table of its own.
  const statusDocumented = operation !== undefined && documentsStatus(operation, status);
  const code = codeOf(body);
  if (code !== undefined) {
    return new ApiError({ status, code, message: messageForCode(code), retryAfterMs, operation, statusDocumented });
  }
  // Most documented errors carry no code: the operation and the status say what went wrong.
  return new ApiError({
    status,
    code: codelessCode(status),
    message: sentenceFor(operation, status),
    retryAfterMs,
    operation,
    statusDocumented,
  });
}

/**
 * A 401 for a token the server still accepts: this team or action is off limits, which a sign-out
 * would not fix. Same code and operation, worded as a permission.
 */
function permissionError(error: ApiError): ApiError {
  return new ApiError({
    status: 401,
    code: error.code,
    message: permissionSentence(error.operation),
    operation: error.operation,
  });
}

export const errorWording: ErrorWording = {
  operationOf,
  errorFromResponse,
  permissionError,
  messageForCode,
  sentenceFor,
};

installErrorWording(errorWording);
