import {
  createFinalURL,
  createQuerySerializer,
  defaultPathSerializer,
  type ClientPathsWithMethod,
  type MaybeOptionalInit,
} from 'openapi-fetch';
import type { paths } from '../schema.gen';
import type { RequestDescription } from '../../lib/requestText';
import { api, apiBaseUrl, call, type ApiClient } from './client';

type ChangeMethod = 'post' | 'put' | 'patch' | 'delete';
type PathsWithMethod<_Paths, M extends ChangeMethod> = ClientPathsWithMethod<ApiClient, M>;

/**
 * One change, planned before it is sent: what the typed client is given (method, path and options) kept
 * as data, so the same plan is what is sent (`sendPlanned`) and what the "API request" view shows
 * (`describePlanned`). A form's plan follows what is typed; sending it cannot differ from what was shown.
 */
export interface PlannedRequest<
  M extends ChangeMethod = ChangeMethod,
  P extends PathsWithMethod<paths, M> = PathsWithMethod<paths, M>,
> {
  method: M;
  path: P;
  init: MaybeOptionalInit<paths[P], M>;
}

/** A plan for `api().<METHOD>(path, init)`: typed exactly as that call would be. */
export function planRequest<M extends ChangeMethod, P extends PathsWithMethod<paths, M>>(
  method: M,
  path: P,
  init: MaybeOptionalInit<paths[P], M>,
): PlannedRequest<M, P> {
  return { method, path, init };
}

type Answer<M extends ChangeMethod, P extends PathsWithMethod<paths, M>> = paths[P][M] extends {
  responses: infer R;
}
  ? SuccessBody<R>
  : never;

type SuccessBody<R> = {
  [S in keyof R]: S extends 200 | 201 | 202 | 204
    ? R[S] extends { content: { 'application/json': infer B } }
      ? B
      : undefined
    : never;
}[keyof R];

/** Sends the plan through the one typed client (its transport adds the token, retries what is safe). */
export function sendPlanned<M extends ChangeMethod, P extends PathsWithMethod<paths, M>>(
  planned: PlannedRequest<M, P>,
): Promise<Answer<M, P>> {
  // The plan was typed by planRequest against this very path and method; request() takes it as is.
  const request = api().request as (
    method: M,
    path: P,
    init: unknown,
  ) => Promise<{ data?: unknown; response: Response }>;
  return call(request(planned.method, planned.path, planned.init)) as Promise<Answer<M, P>>;
}

const querySerializer = createQuerySerializer();

/** The plan in words: the whole URL the browser sends it to (as the client builds it) and its JSON body. */
export function describePlanned(planned: { method: ChangeMethod; path: string; init: unknown }): RequestDescription {
  const init = (planned.init ?? {}) as {
    params?: { path?: Record<string, unknown>; query?: Record<string, unknown> };
    body?: unknown;
  };
  const url = createFinalURL(planned.path, {
    baseUrl: apiBaseUrl(),
    params: init.params ?? {},
    querySerializer,
    pathSerializer: defaultPathSerializer,
  });
  return {
    method: planned.method.toUpperCase() as RequestDescription['method'],
    url: new URL(url, globalThis.location?.href ?? 'http://localhost/').href,
    ...(init.body === undefined ? {} : { body: init.body }),
  };
}
