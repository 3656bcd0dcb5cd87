import type { FixtureUser } from './fixture';
import type { FieldReader } from './jsonBody';
import type { EmulatorForm } from './multipart';
import type { EmulatorState, TeamState } from './state';
import type { EmulatorRequest, EmulatorResponse } from './types';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Settings of the emulator instance that handlers need. */
export interface EmulatorSettings {
  consoleBaseUrl: string;
  /** Tells the emulator's listeners that this VM's destroy started. */
  vmDestroyed(vmId: string): void;
  /** Live-API mode (types.ts `liveApi`), asked per request since a server may switch it at run time. */
  liveApi: () => boolean;
}

/** What a route handler gets: the authenticated caller, parsed input, and the state to act on. */
export interface RouteContext {
  readonly req: EmulatorRequest;
  readonly params: Readonly<Record<string, string>>;
  readonly user: FixtureUser;
  /** The JSON body of POST/PUT/PATCH (empty for other methods), or a multipart form's text fields. */
  readonly body: FieldReader;
  /** The multipart/form-data body, when the request sent one. */
  readonly form: EmulatorForm | undefined;
  readonly state: EmulatorState;
  readonly now: number;
  readonly settings: EmulatorSettings;
  /** The team the request acts on (from `team_id`, else the caller's primary team). */
  team(): TeamState;
}

export interface RouteDefinition {
  method: HttpMethod;
  /** Segments starting with `:` are parameters, e.g. `/ssh_keys/:keyId`. */
  pattern: string;
  /** True for the provider's documented operations beyond the spec's 23 (the contract marks the 23 with `x-spec-endpoint`); `extensions: false` hides them. */
  extension: boolean;
  /** Codes whose `{"err"}` body the provider's contract shows for this operation (documented-errors-only mode). */
  documentedCodes?: readonly string[];
  /** True for the one operation the provider serves without a token (GET /instance_price). */
  public?: boolean;
  /** Set on a route that takes a multipart/form-data upload: the largest file it accepts, in bytes. */
  maxUploadBytes?: (state: EmulatorState) => number;
  handle(ctx: RouteContext): EmulatorResponse;
}

/** The same route, with the error codes its provider documentation names. */
export function withDocumentedCodes(route: RouteDefinition, codes: readonly string[]): RouteDefinition {
  return { ...route, documentedCodes: codes };
}

export function contractRoute(method: HttpMethod, pattern: string, handle: RouteDefinition['handle']): RouteDefinition {
  return { method, pattern, extension: false, handle };
}

export function extensionRoute(
  method: HttpMethod,
  pattern: string,
  handle: RouteDefinition['handle'],
): RouteDefinition {
  return { method, pattern, extension: true, handle };
}

/** The same route, answered without a token: its handler must not read `ctx.user` or `ctx.team()`. */
export function withoutToken(route: RouteDefinition): RouteDefinition {
  return { ...route, public: true };
}

/** The same route, taking a multipart/form-data upload of files up to `maxUploadBytes`. */
export function withUpload(route: RouteDefinition, maxUploadBytes: (state: EmulatorState) => number): RouteDefinition {
  return { ...route, maxUploadBytes };
}

/** A path parameter the pattern guarantees; a missing one is a bug in the route table. */
export function param(ctx: RouteContext, name: string): string {
  const value = ctx.params[name];
  if (value === undefined) throw new Error(`route has no :${name} parameter`);
  return value;
}
