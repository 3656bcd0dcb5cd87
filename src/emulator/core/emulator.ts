import { authenticate, resolveTeam } from './auth';
import type { FixtureUser } from './fixture';
import type { EmulatorSettings, RouteContext, RouteDefinition } from './context';
import { demoFixture } from './demoFixture';
import { failureResponse } from './documentedErrors';
import { ApiFailure } from './failure';
import { FieldReader, parseJsonObject } from './jsonBody';
import { isMultipart, type EmulatorForm } from './multipart';
import { bodiless } from './responses';
import { createRouter, type Router } from './router';
import { allRoutes } from './routes';
import { consumeConsoleSession } from './routes/consoleSessions';
import { createState, type EmulatorState, type TeamState } from './state';
import type { Emulator, EmulatorOptions, EmulatorRequest, EmulatorResponse } from './types';

export const DEFAULT_CONSOLE_BASE_URL = 'http://127.0.0.1:8787';

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/**
 * `team_id` travels in the query for GET/DELETE and in the JSON body for POST/PUT/PATCH (where the
 * query is accepted too, the body winning). A body `team_id` that is not a string is INVALID_FIELD.
 * An empty `team_id` means the caller's default team, as when it is left out: a live client sends
 * `""` for it and the live service accepts it.
 */
function requestedTeamId(method: string, query: URLSearchParams, body: FieldReader): string | undefined {
  const fromBody = METHODS_WITH_BODY.has(method) ? body.optionalString('team_id') : undefined;
  const requested = fromBody ?? query.get('team_id') ?? undefined;
  return requested === '' ? undefined : requested;
}

/** A multipart body's form, which the adapter parsed; one it could not parse is INVALID_MULTIPART. */
function readForm(req: EmulatorRequest): EmulatorForm | undefined {
  if (req.form !== undefined) return req.form;
  if (isMultipart(req.headers['content-type'])) throw new ApiFailure(400, 'INVALID_MULTIPART');
  return undefined;
}
/** The caller of a route that needs no token: a member of no team, so `ctx.team()` refuses it. */
const ANONYMOUS: FixtureUser = { token: '', name: '', primary_team_id: '', memberships: [] };

interface Instance {
  state: EmulatorState;
  router: Router;
  settings: EmulatorSettings;
}

/** Which route answered, so that a failure thrown inside it can be shaped for that operation. */
interface Matched {
  route?: RouteDefinition;
}

function respond(
  { state, router, settings }: Instance,
  req: EmulatorRequest,
  now: number,
  matched: Matched,
): EmulatorResponse {
  // Routing comes first, as in a web framework: an unknown route is 404 even without a token.
  const match = router.match(req.method, req.path);
  if (match.kind === 'invalid-path') throw new ApiFailure(400, 'INVALID_PATH');
  if (match.kind === 'unknown-route') return bodiless(404);
  if (match.kind === 'method-not-allowed') return bodiless(405, { allow: match.allowed.join(', ') });
  matched.route = match.route;

  const user = match.route.public === true ? ANONYMOUS : authenticate(state, req.headers['authorization']);
  state.scheduler.settle(now);
  const method = match.route.method;
  const form = METHODS_WITH_BODY.has(method) ? readForm(req) : undefined;
  const body = new FieldReader(
    form !== undefined ? form.fields : METHODS_WITH_BODY.has(method) ? parseJsonObject(req.body) : {},
  );
  let team: TeamState | undefined;
  const ctx: RouteContext = {
    req,
    params: match.params,
    user,
    body,
    state,
    now,
    settings,
    form,
    team: () => (team ??= resolveTeam(state, user, requestedTeamId(method, req.query, body))),
  };
  return match.route.handle(ctx);
}

export function createEmulator(options: EmulatorOptions = {}): Emulator {
  const fixture = options.fixture ?? demoFixture;
  const now = options.now ?? Date.now;
  const documentedSetting = options.documentedErrorsOnly ?? false;
  const documentedSettingOn = typeof documentedSetting === 'function' ? documentedSetting : () => documentedSetting;
  const liveSetting = options.liveApi ?? false;
  const liveApi = typeof liveSetting === 'function' ? liveSetting : () => liveSetting;
  // Live-API mode answers errors as the documents show them: what live clients saw beyond that is not known.
  const documentedErrorsOnly = () => documentedSettingOn() || liveApi();
  const instance: Instance = {
    state: createState(fixture),
    router: createRouter(allRoutes, options.extensions ?? true),
    settings: { consoleBaseUrl: (options.consoleBaseUrl ?? DEFAULT_CONSOLE_BASE_URL).replace(/\/+$/, ''), liveApi },
  };

  return {
    handle(req) {
      const matched: Matched = {};
      try {
        return respond(instance, req, now(), matched);
      } catch (error) {
        // The one place a failure becomes a response, so both error modes hold for every route.
        if (error instanceof ApiFailure) return failureResponse(error, matched.route, documentedErrorsOnly());
        // A genuine bug: say so without leaking anything from the request.
        console.error('emulator: unexpected error', error);
        return failureResponse(new ApiFailure(500, 'INTERNAL_ERROR'), undefined, documentedErrorsOnly());
      }
    },
    reset() {
      instance.state = createState(fixture);
    },
    load(replacement) {
      instance.state = createState(replacement);
    },
    consumeConsoleSession(token) {
      return consumeConsoleSession(instance.state, token, now());
    },
    get demoToken() {
      return fixture.users[0]?.token ?? '';
    },
  };
}
