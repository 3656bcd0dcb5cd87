import { installedErrorWording, plainlyWordedError, type ApiError, type ErrorWording } from './errors';
import { loadErrorWording } from './errorWordingLoader';

/** What a 401 turned out to mean: the token is refused, the user lacks permission, or nobody can tell. */
export type UnauthorizedVerdict = 'signed-out' | 'permission' | 'unknown';

/** A non-2xx answer, its body read. */
export interface FailedAnswer {
  status: number;
  body: unknown;
  retryAfterMs: number | undefined;
}

/** The request it answered: its operation is read from these below the API base. */
export interface AnsweredRequest {
  method: string;
  url: string;
  baseUrl: string;
}

/**
 * The ApiError a failed answer is thrown as, in its final words: what the transport and the uploader
 * share. A 401 is reported at once (`onUnauthorized`, which may sign the person out); the words load
 * meanwhile, the first time only. Should they fail to load, the error keeps its status and code and
 * is worded plainly.
 */
export async function errorOfAnswer(
  answer: FailedAnswer,
  request: AnsweredRequest,
  onUnauthorized: () => Promise<UnauthorizedVerdict> | UnauthorizedVerdict | void,
): Promise<ApiError> {
  const [wording, verdict] = await Promise.all([
    installedErrorWording() ?? loadErrorWording().catch((): ErrorWording | undefined => undefined),
    answer.status === 401 ? onUnauthorized() : undefined,
  ]);
  if (wording === undefined) return plainlyWordedError(answer.status, answer.body, answer.retryAfterMs);
  const operation = wording.operationOf(request.method, request.url, request.baseUrl);
  const error = wording.errorFromResponse(answer.status, answer.body, answer.retryAfterMs, operation);
  // The token still works: this team or action is off limits, which a sign-out would not fix.
  return verdict === 'permission' ? wording.permissionError(error) : error;
}
