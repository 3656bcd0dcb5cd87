import { authenticate, resolveTeam } from './auth';
import type { FixtureUser } from './fixture';
import type { EmulatorSettings, RouteContext, RouteDefinition } from './context';
import { demoFixture } from './demoFixture';
import { failureResponse } from './documentedErrors';
import { ApiFailure } from './failure';
import { FieldReader, parseJsonObject } from './jsonBody';
import { isMultipart, uploadBodyLimit, type EmulatorForm } from './multipart';
import { bodiless } from './responses';
import { createRouter, type RouteMatch, type Router } from './router';
import { allRoutes } from './routes';
import { consumeConsoleSession } from './routes/consoleSessions';
import { createState, type EmulatorState, type TeamState } from './state';
import type {
  Admission,
  Emulator,
  EmulatorOptions,
  EmulatorRequest,
  EmulatorRequestHead,
  EmulatorResponse,
} from './types';
import { createVmDestroyedSignal } from './vmDestroyedSignal';

const DEFAULT_CONSOLE_BASE_URL = 'http://127.0.0.1:8787';

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

type Routed =
  | { kind: 'answer'; response: EmulatorResponse }
  | { kind: 'route'; match: Extract<RouteMatch, { kind: 'found' }>; user: FixtureUser };

/** Routing comes first, as in a web framework (an unknown route is 404 even without a token), then the token. */
function routeAndAuthenticate({ state, router }: Instance, req: EmulatorRequestHead, matched: Matched): Routed {
  const match = router.match(req.method, req.path);
  if (match.kind === 'invalid-path') throw new ApiFailure(400, 'INVALID_PATH');
  if (match.kind === 'unknown-route') return { kind: 'answer', response: bodiless(404) };
  if (match.kind === 'method-not-allowed') {
    return { kind: 'answer', response: bodiless(405, { allow: match.allowed.join(', ') }) };
  }
  matched.route = match.route;
  const user = match.route.public === true ? ANONYMOUS : authenticate(state, req.headers['authorization']);
  return { kind: 'route', match, user };
}

/** The body the routed request needs: none, a JSON text, or an upload of at most the route's file limit. */
function bodyAdmission(
  state: EmulatorState,
  route: RouteDefinition,
  req: EmulatorRequestHead,
  documentedErrorsOnly: boolean,
): Admission {
  if (!METHODS_WITH_BODY.has(route.method)) return { kind: 'no-body' };
  if (route.maxUploadBytes === undefined || !isMultipart(req.headers['content-type'])) return { kind: 'json' };
  return {
    kind: 'upload',
    maxBytes: uploadBodyLimit(route.maxUploadBytes(state)),
    tooLarge: failureResponse(new ApiFailure(400, 'FILE_TOO_LARGE'), route, documentedErrorsOnly),
  };
}

function respond(instance: Instance, req: EmulatorRequest, now: number, matched: Matched): EmulatorResponse {
  const { state, settings } = instance;
  const routed = routeAndAuthenticate(instance, req, matched);
  if (routed.kind === 'answer') return routed.response;
  const { match, user } = routed;
  state.scheduler.settle(now);
  const method = match.route.method;
  // Only an upload route reads a form; any other takes its body as JSON.
  const takesForm = METHODS_WITH_BODY.has(method) && match.route.maxUploadBytes !== undefined;
  const form = takesForm ? readForm(req) : undefined;
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
  const vmDestroyed = createVmDestroyedSignal();
  const instance: Instance = {
    state: createState(fixture),
    router: createRouter(allRoutes, options.extensions ?? true),
    settings: {
      consoleBaseUrl: (options.consoleBaseUrl ?? DEFAULT_CONSOLE_BASE_URL).replace(/\/+$/, ''),
      vmDestroyed: vmDestroyed.notify,
      liveApi,
    },
  };

  /** The one place a failure becomes a response, so both error modes hold for every route. */
  const failed = (error: unknown, matched: Matched): EmulatorResponse => {
    if (error instanceof ApiFailure) return failureResponse(error, matched.route, documentedErrorsOnly());
    // A genuine bug: say so without leaking anything from the request.
    console.error('emulator: unexpected error', error);
    return failureResponse(new ApiFailure(500, 'INTERNAL_ERROR'), undefined, documentedErrorsOnly());
  };

  return {
    handle(req) {
      const matched: Matched = {};
      try {
        return respond(instance, req, now(), matched);
      } catch (error) {
        return failed(error, matched);
      }
    },
    admit(head) {
      const matched: Matched = {};
      try {
        const routed = routeAndAuthenticate(instance, head, matched);
        if (routed.kind === 'answer') return routed;
        return bodyAdmission(instance.state, routed.match.route, head, documentedErrorsOnly());
      } catch (error) {
        return { kind: 'answer', response: failed(error, matched) };
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
    onVmDestroyed: vmDestroyed.subscribe,
    get demoToken() {
      return fixture.users[0]?.token ?? '';
    },
  };
}
